import { IMAGE_WIDTHS, type UploadPurpose } from '../../../domain/schemas/uploads.ts';

/** The folder each purpose's files are kept under. */
const FOLDER: Record<UploadPurpose, string> = {
  photo: 'photos',
  profile: 'profiles',
  catalog: 'catalog',
  document: 'documents',
};

export type DocumentExtension = 'pdf' | 'doc' | 'docx';

/** An image is kept once per width: `photos/<uuid>-640.webp`. */
export const imageKey = (purpose: UploadPurpose, id: string, width: number) =>
  `${FOLDER[purpose]}/${id}-${width}.webp`;

export const documentKey = (id: string, extension: DocumentExtension) =>
  `${FOLDER.document}/${id}.${extension}`;

/** Documents (an owner's NOC) are shown only to their uploader and admins; images are public. */
export const isPrivateKey = (key: string) => key.startsWith(`${FOLDER.document}/`);

const IMAGE_KEY = /^((?:photos|profiles|catalog)\/[0-9a-f-]{36})-(\d{1,5})\.webp$/;

/**
 * The stored key that answers `key?w=width`. An image's URL names its largest width, and every
 * width of IMAGE_WIDTHS below it is stored too, so `?w=` picks the smallest of those that is at least
 * `width`, else the URL's own file. Any other key is served as it is.
 */
export function renditionKey(key: string, width: number | undefined): string {
  const image = IMAGE_KEY.exec(key);
  if (!image || width === undefined) return key;
  const largest = Number(image[2]);
  const fit = IMAGE_WIDTHS.find((w) => w >= width);
  return fit !== undefined && fit < largest ? `${image[1]}-${fit}.webp` : key;
}
