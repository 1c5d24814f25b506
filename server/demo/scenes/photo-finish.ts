import { type Random, seededRandom } from '../seeded-random.ts';
import { fractalNoise, pngDataUri } from './noise-image.ts';
import { r1, type Svg, W } from './svg-kit.ts';

/*
 * Surfaces that read as real: the grain of wood, fabric, stone and leaves, soft contact shadows and
 * clouds of fractal noise, each as an SVG filter over its shape only. The camera's part (bloom,
 * uneven light, film grain) is photo-develop.ts.
 */

export type Material = 'wood' | 'fabric' | 'stone' | 'foliage' | 'water';

/** A texture tile: [width, height, coarsest grid x, y, octaves, strength]; wood runs along its length. */
const GRAIN: Record<Material, [number, number, number, number, number, number]> = {
  wood: [96, 192, 2, 28, 3, 0.9],
  fabric: [256, 256, 90, 90, 2, 0.4],
  stone: [128, 128, 10, 10, 3, 0.7],
  foliage: [128, 128, 8, 10, 3, 0.95],
  water: [64, 160, 1, 20, 3, 0.8],
};

const textures = new Map<Material, string>();

/** One grey tile per material for the whole process: a texture need not differ between photos. */
function texture(kind: Material): string {
  const known = textures.get(kind);
  if (known) return known;
  const [width, height, cellsX, cellsY, octaves, strength] = GRAIN[kind];
  const noise = fractalNoise(seededRandom(`texture:${kind}`), width, height, cellsX, cellsY, octaves);
  const pixels = Uint8Array.from(noise, (n) => clampByte(128 + (n - 0.5) * 2 * 110 * strength));
  const uri = pngDataUri(width, height, 1, pixels);
  textures.set(kind, uri);
  return uri;
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * A filter giving a shape the grain of `material` and, with `shadow`, a soft contact shadow below
 * it, as furniture casts on a floor. Apply with `filter="..."` on the shape or a <g> of shapes.
 */
export function material(svg: Svg, kind: Material, shadow = false) {
  const cast = shadow
    ? `<feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dx="10" dy="18"/>
<feComponentTransfer result="shade"><feFuncA type="linear" slope="0.45"/></feComponentTransfer>`
    : '';
  const textured = `<feImage href="${texture(kind)}" preserveAspectRatio="none" result="tex"/>
<feBlend in="tex" in2="SourceGraphic" mode="soft-light"/>
<feComposite in2="SourceAlpha" operator="in" result="surface"/>`;
  return svg.filter(
    shadow
      ? `${cast}${textured}<feMerge><feMergeNode in="shade"/><feMergeNode in="surface"/></feMerge>`
      : textured,
    'x="-10%" y="-10%" width="130%" height="140%"',
  );
}

/** Depth on a 3D-ish block: lit from above, darker where it meets the floor. */
export function shading(svg: Svg) {
  return svg.linear([
    [0, '#ffffff', 0.22],
    [0.45, '#ffffff', 0],
    [1, '#000000', 0.3],
  ]);
}

/** Real clouds: fractal noise made white where it is dense, fading out towards the horizon. */
export function cloudBank(svg: Svg, rng: Random, horizon: number, cover: number) {
  const [width, height] = [400, Math.max(16, Math.round(horizon / 3))];
  const noise = fractalNoise(rng, width, height, 4, 2, 5);
  const threshold = 0.6 - cover * 0.16;
  const pixels = new Uint8Array(width * height * 2);
  for (let y = 0; y < height; y++) {
    const fade = Math.min(1, (1 - y / height) / 0.35);
    for (let x = 0; x < width; x++) {
      const n = noise[y * width + x] ?? 0;
      const density = Math.max(0, Math.min(1, (n - threshold) * 4.5));
      // Thick cloud is a little grey underneath; thin cloud is bright.
      pixels[(y * width + x) * 2] = clampByte(255 - density * 40);
      pixels[(y * width + x) * 2 + 1] = clampByte(density * fade * 240);
    }
  }
  svg.add(
    `<image href="${pngDataUri(width, height, 2, pixels)}" x="0" y="0" width="${W}" height="${r1(horizon)}" preserveAspectRatio="none"/>`,
  );
}
