import type { Random } from './seeded-random.ts';

/*
 * Fractal noise over a picture: the uneven light a camera's lens and sensor give (photo-develop.ts).
 * It is seeded, so a key still develops the same picture everywhere.
 */

/** Value noise summed over octaves, in 0..1; `cellsX`/`cellsY` is the coarsest grid (its stretch). */
export function fractalNoise(
  rng: Random,
  width: number,
  height: number,
  cellsX: number,
  cellsY: number,
  octaves: number,
) {
  const out = new Float32Array(width * height);
  let amplitude = 0.5;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const gx = cellsX << o;
    const gy = cellsY << o;
    const stride = gx + 1;
    const grid = Float32Array.from({ length: stride * (gy + 1) }, () => rng.next());
    // Where each column falls between grid points, worked out once per octave rather than per pixel.
    const cols = Int32Array.from({ length: width }, (_, x) => Math.floor((x / width) * gx));
    const blend = Float32Array.from({ length: width }, (_, x) => smooth((x / width) * gx - (cols[x] ?? 0)));
    for (let y = 0; y < height; y++) {
      const fy = (y / height) * gy;
      const y0 = Math.floor(fy);
      const ty = smooth(fy - y0);
      const up = y0 * stride;
      const down = up + stride;
      for (let x = 0; x < width; x++) {
        const x0 = cols[x] ?? 0;
        const tx = blend[x] ?? 0;
        const a = grid[up + x0] ?? 0;
        const b = grid[down + x0] ?? 0;
        const top = a + ((grid[up + x0 + 1] ?? 0) - a) * tx;
        const bottom = b + ((grid[down + x0 + 1] ?? 0) - b) * tx;
        out[y * width + x] = (out[y * width + x] ?? 0) + (top + (bottom - top) * ty) * amplitude;
      }
    }
    total += amplitude;
    amplitude /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / total;
  return out;
}

const smooth = (t: number) => t * t * (3 - 2 * t);
