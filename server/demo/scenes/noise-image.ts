import { crc32, deflateSync } from 'node:zlib';
import type { Random } from '../seeded-random.ts';

/*
 * Fractal noise drawn here, as a small PNG the SVG stretches smoothly, rather than by SVG's
 * feTurbulence: librsvg computes that per output pixel and it made a picture ten times slower to
 * paint. The noise is seeded, so a key still draws the same picture everywhere.
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

/** A PNG data URI: 1 channel is grey, 2 is grey with alpha. */
export function pngDataUri(width: number, height: number, channels: 1 | 2, pixels: Uint8Array): string {
  const rows = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * channels + 1);
    rows[row] = 0; // no filter
    rows.set(pixels.subarray(y * width * channels, (y + 1) * width * channels), row + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 1 ? 0 : 4; // grey, or grey + alpha
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
