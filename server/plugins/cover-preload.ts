import {
  COVER_PHOTO_SIZES,
  COVER_PHOTO_WIDTH,
  listingPhotoSources,
} from '../../domain/rules/photo-sources.ts';
import { escapeHtml } from './page-meta.ts';

/**
 * The page's HTML asking for its cover photo at once (high priority, the width the screen needs):
 * the largest paint of a listing page, which otherwise waits for the script and the listing's data
 * before the browser knows of it. `url` is the photo as stored; the link offers the gallery's srcset.
 */
export function withCoverPreload(html: string, url: string): string {
  const { src, srcSet } = listingPhotoSources(url, COVER_PHOTO_WIDTH);
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(src)}"`,
    ...(srcSet ? [`imagesrcset="${escapeHtml(srcSet)}"`, `imagesizes="${COVER_PHOTO_SIZES}"`] : []),
    'fetchpriority="high"',
  ];
  return html.replace(/<\/head>/i, () => `  <link ${attributes.join(' ')} />\n  </head>`);
}
