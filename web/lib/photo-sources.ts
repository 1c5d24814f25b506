// Demo photos are drawn by the server at a few widths (?w=); other URLs are served as they are.
const SCENE_PREFIX = '/api/media/scene/';
const WIDTHS = [320, 640, 960, 1200] as const;

/** `src` and, where the server offers widths, a `srcSet` so each screen loads only what it shows. */
export function photoSources(url: string, defaultWidth: (typeof WIDTHS)[number] = 640) {
  if (!url.startsWith(SCENE_PREFIX) || url.includes('?')) return { src: url };
  return {
    src: `${url}?w=${defaultWidth}`,
    srcSet: WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
  };
}
