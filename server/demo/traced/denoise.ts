/*
 * From a few paths a pixel to a clean picture: the light on each surface (colour over albedo) is
 * smoothed with an edge-avoiding à-trous filter guided by the surfaces' normals and distances, then
 * multiplied by the albedo again, so textures stay sharp and only the noise of the light goes.
 * Then the exposure and a filmic curve, as a camera's processing would give it.
 */
import type { Traced } from './scene.ts';

export function denoise(t: Traced, passes = 4): Float32Array {
  const { width, height } = t;
  const n = width * height;
  let light = new Float32Array(n * 3);
  for (let i = 0; i < n * 3; i++) light[i] = t.colour[i]! / Math.max(0.02, t.albedo[i]!);
  const kernel = [1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16];
  for (let pass = 0; pass < passes; pass++) {
    const step = 1 << pass;
    const next = new Float32Array(n * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const nx = t.normal[p * 3]!;
        const ny = t.normal[p * 3 + 1]!;
        const nz = t.normal[p * 3 + 2]!;
        const d = t.depth[p]!;
        const lum = light[p * 3]! + light[p * 3 + 1]! + light[p * 3 + 2]!;
        let r = 0;
        let g = 0;
        let b = 0;
        let sum = 0;
        for (let j = -2; j <= 2; j++) {
          const yy = y + j * step;
          if (yy < 0 || yy >= height) continue;
          for (let i = -2; i <= 2; i++) {
            const xx = x + i * step;
            if (xx < 0 || xx >= width) continue;
            const q = yy * width + xx;
            const dot = nx * t.normal[q * 3]! + ny * t.normal[q * 3 + 1]! + nz * t.normal[q * 3 + 2]!;
            if (dot < 0.9) continue;
            const dq = t.depth[q]!;
            const depthW = Math.exp(-Math.abs(dq - d) / (0.02 * d * step + 1e-3));
            const lq = light[q * 3]! + light[q * 3 + 1]! + light[q * 3 + 2]!;
            const lumW = Math.exp(-Math.abs(lq - lum) / ((0.6 * (lum + lq)) / 2 + 0.02) / (pass + 1));
            const w = kernel[i + 2]! * kernel[j + 2]! * depthW * lumW;
            r += light[q * 3]! * w;
            g += light[q * 3 + 1]! * w;
            b += light[q * 3 + 2]! * w;
            sum += w;
          }
        }
        next[p * 3] = sum > 0 ? r / sum : light[p * 3]!;
        next[p * 3 + 1] = sum > 0 ? g / sum : light[p * 3 + 1]!;
        next[p * 3 + 2] = sum > 0 ? b / sum : light[p * 3 + 2]!;
      }
    }
    light = next;
  }
  const out = new Float32Array(n * 3);
  for (let i = 0; i < n * 3; i++) out[i] = light[i]! * Math.max(0.02, t.albedo[i]!);
  return out;
}

/** ACES filmic curve (Narkowicz's fit). */
const aces = (x: number) =>
  Math.min(1, Math.max(0, (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)));
const srgb = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);

/** Linear radiance to 8-bit sRGB, exposed so the picture's mean brightness sits at `key`. */
export function expose(linear: Float32Array, key = 0.28): Buffer {
  const n = linear.length / 3;
  let logSum = 0;
  for (let p = 0; p < n; p++) {
    const lum = 0.2126 * linear[p * 3]! + 0.7152 * linear[p * 3 + 1]! + 0.0722 * linear[p * 3 + 2]!;
    logSum += Math.log(1e-4 + lum);
  }
  const exposure = key / Math.exp(logSum / n);
  const out = Buffer.alloc(n * 3);
  for (let i = 0; i < n * 3; i++) out[i] = Math.round(255 * srgb(aces(linear[i]! * exposure)));
  return out;
}
