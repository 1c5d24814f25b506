import sharp, { type Sharp } from 'sharp';
import { fractalNoise } from './fractal-noise.ts';
import { seededRandom } from './seeded-random.ts';

/*
 * The camera's part of a demo photo, done after the SVG is drawn or the render resized (far cheaper
 * than SVG filters over the whole picture): a lens is never razor sharp, bright things glow, light is
 * never even across a frame, and every photo has grain. All noise is seeded by the key, so one key gives the same bytes
 * on every run and machine.
 */

/** How strong each effect is; soft enough that the picture stays the drawing, only less flat. */
const BLOOM = { threshold: 0.72, amount: 0.45 };
const MOTTLE = 0.35;
const GRAIN = 0.16;
const CONTRAST = 1.06;

/** Develops the picture (a traced render, traced-photo.ts) at `width` x `height` into the demo photo's JPEG. */
export async function developPhoto(
  drawn: Sharp,
  seed: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const raw = { width, height, channels: 3 as const };
  const picture = await drawn
    .removeAlpha()
    .blur(0.3 + width / 2400)
    .raw()
    .toBuffer();
  // Highlights (window light, sun, lamps) spill a soft glow over what is around them: only what is
  // brighter than the threshold, blurred wide. Worked out at an eighth of the size, then enlarged.
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8) };
  const bloom = await sharp(picture, { raw })
    .resize(small.width, small.height)
    .linear(1 / (1 - BLOOM.threshold), -255 * (BLOOM.threshold / (1 - BLOOM.threshold)))
    .blur(Math.max(0.5, small.width / 40))
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const out = Buffer.alloc(picture.length);
  const rng = seededRandom(`${seed}:film`);
  // Uneven light: a few large soft patches, centred on zero.
  const light = fractalNoise(rng, width, height, 4, 3, 1);
  for (let i = 0, p = 0; p < width * height; p++) {
    // Soft-light-like: a change is strongest in the mid-tones, none in pure black or white.
    const tone = ((light[p] ?? 0.5) * 2 - 1) * MOTTLE + (rng.next() + rng.next() - 1) * GRAIN;
    for (let c = 0; c < 3; c++, i++) {
      let v = (picture[i] ?? 0) / 255;
      const glow = ((bloom[i] ?? 0) / 255) * BLOOM.amount;
      v = 1 - (1 - v) * (1 - glow);
      v += tone * v * (1 - v);
      v = (v - 0.5) * CONTRAST + 0.5;
      out[i] = Math.max(0, Math.min(255, Math.round(v * 255)));
    }
  }
  return sharp(out, { raw }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
