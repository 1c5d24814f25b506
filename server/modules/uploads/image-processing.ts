import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../domain/schemas/uploads.ts';

/** The most pixels an upload may decode to: a 48 MP phone photo (8000x6000) passes. */
export const MAX_IMAGE_PIXELS = 50_000_000;

// sharp's names of the raster formats we take (AVIF is 'heif').
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const WEBP_QUALITY = 80;

export type Rendition = { width: number; bytes: Buffer };

/** Why an image was refused: not a raster image sharp can read, or too many pixels to decode. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason === 'not-an-image' ? 'Not a readable raster image' : 'Image has too many pixels');
    this.name = 'ImageRefused';
  }
}

/** The widths kept of an upright image: those of IMAGE_WIDTHS it fills, never upscaled; else its own. */
export function widthsFor(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * The upright picture (EXIF orientation applied) once per width of `widthsFor`, as WebP without any
 * metadata: sharp writes no EXIF, GPS or ICC unless asked to keep them. Of an animation, the first
 * frame. The declared size is checked from the header before any pixel is decoded.
 */
export async function renderImage(bytes: Buffer): Promise<Rendition[]> {
  // The header only: no pixels are decoded here, so no pixel limit is needed to read it.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefused('not-an-image');
    });
  if (!FORMATS.has(meta.format ?? '') || !meta.width || !meta.height) throw new ImageRefused('not-an-image');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRefused('too-many-pixels');

  const widths = widthsFor(meta.autoOrient.width);
  const largest = Math.max(...widths);
  try {
    // Decode once, down to the largest width; the smaller ones are made from that.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        bytes: await sharp(data, { raw }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    );
  } catch {
    // A header that reads but pixels that do not: a broken or disguised file.
    throw new ImageRefused('not-an-image');
  }
}
