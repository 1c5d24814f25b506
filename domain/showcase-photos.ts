/**
 * Demo photos the site's own pages show outside any listing (the interior-design portfolio). The
 * media route serves a demo photo only when something names it; these are named here, so they are
 * served even on a server without demo listings.
 */
export const SHOWCASE_SCENES = {
  flat: 'living-room-11',
  haveli: 'bedroom-12',
  cottage: 'kitchen-12',
  villa: 'pool-11',
  studio: 'living-room-12',
  backwater: 'bathroom-11',
} as const;

export const showcasePhotoUrl = (key: string) => `/api/media/scene/${key}.jpg`;

const SHOWCASE_KEYS: ReadonlySet<string> = new Set(Object.values(SHOWCASE_SCENES));

export const isShowcaseScene = (key: string) => SHOWCASE_KEYS.has(key);
