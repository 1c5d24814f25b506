import { type Random, seededRandom } from '../seeded-random.ts';
import { fractalNoise, pngDataUri } from './noise-image.ts';
import { r1, type Svg, W } from './svg-kit.ts';

/*
 * Surfaces of the painted scenes that read as real: the grain of stone and water and clouds of
 * fractal noise, each as an SVG filter over its shape only. The camera's part (bloom, uneven light,
 * film grain) is photo-develop.ts; rooms are traced, not painted (server/demo/traced).
 */

export type Material = 'stone' | 'water';

/** A texture tile: [width, height, coarsest grid x, y, octaves, strength]. */
const GRAIN: Record<Material, [number, number, number, number, number, number]> = {
  stone: [128, 128, 10, 10, 3, 0.7],
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

/** A filter giving a shape the grain of `material`. Apply with `filter="..."` on the shape or a <g>. */
export function material(svg: Svg, kind: Material) {
  return svg.filter(
    `<feImage href="${texture(kind)}" preserveAspectRatio="none" result="tex"/>
<feBlend in="tex" in2="SourceGraphic" mode="soft-light"/>
<feComposite in2="SourceAlpha" operator="in" result="surface"/>`,
    'x="-10%" y="-10%" width="130%" height="140%"',
  );
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
