import { fileTypeFromBuffer } from 'file-type';
import type { DocumentExtension } from './upload-keys.ts';

// What a file is, by its bytes: the name and the Content-Type the client sent are never asked.

/**
 * Raster formats a photo may arrive in. Not HEIC: sharp's prebuilt libvips has no HEVC decoder
 * (an iPhone's browser sends its photos as JPEG anyway).
 */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Whether the bytes start like a raster image we take; SVG, HTML and text never do. */
export async function looksLikeRasterImage(bytes: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return type !== undefined && IMAGE_TYPES.has(type.mime);
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** PDF, DOC (an OLE2 compound file) or DOCX by content; null for anything else. */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentExtension | null> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'cfb') return 'doc';
  if (type?.ext === 'docx') return 'docx';
  return null;
}
