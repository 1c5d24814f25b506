import { IMAGE_WIDTHS, type ImageWidth } from './image-widths.ts';

// Demo photos are drawn by the server, and uploaded images are kept, at the widths of IMAGE_WIDTHS
// (?w=); other URLs are served as they are.
const SCENE = /^\/api\/media\/scene\/[^?]+$/;
const UPLOADED_IMAGE = /^\/api\/uploads\/[^?]+\.webp$/;

/** `src` and, where the server offers widths, a `srcSet` so each screen loads only what it shows. */
export function photoSources(url: string, defaultWidth: ImageWidth = 640) {
  if (!SCENE.test(url) && !UPLOADED_IMAGE.test(url)) return { src: url };
  return {
    src: `${url}?w=${defaultWidth}`,
    srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
  };
}

/** A listing photo's sources for a picture drawn `width` wide: the 1200 px file from 960 up, else 640. */
export const listingPhotoSources = (url: string, width: number) =>
  photoSources(url, width >= 960 ? 1200 : 640);

/** The listing page's cover photo, as the gallery draws it and the page's preload link asks for it. */
export const COVER_PHOTO_WIDTH = 1200;
export const COVER_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';
