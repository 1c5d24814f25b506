/*
 * Surface colours for the traced rooms, worked out from the point hit: solid paint, plaster, wood
 * planks, fabric, tiles, stone. Variation comes from a hashed value noise, so a point always has
 * the same colour (a room renders the same on every machine).
 */
import type { Albedo, Rgb } from './scene.ts';

function hash3(x: number, y: number, z: number): number {
  let h = Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(z | 0, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Value noise in [0, 1] at a point, smooth between lattice points. */
export function noise(x: number, y: number, z: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const zi = Math.floor(z);
  const u = smooth(x - xi);
  const v = smooth(y - yi);
  const w = smooth(z - zi);
  const x00 = lerp(hash3(xi, yi, zi), hash3(xi + 1, yi, zi), u);
  const x10 = lerp(hash3(xi, yi + 1, zi), hash3(xi + 1, yi + 1, zi), u);
  const x01 = lerp(hash3(xi, yi, zi + 1), hash3(xi + 1, yi, zi + 1), u);
  const x11 = lerp(hash3(xi, yi + 1, zi + 1), hash3(xi + 1, yi + 1, zi + 1), u);
  return lerp(lerp(x00, x10, v), lerp(x01, x11, v), w);
}

/** Two octaves of noise: fine variation over a coarse one. */
export const fbm = (x: number, y: number, z: number) =>
  noise(x, y, z) * 0.65 + noise(x * 2.7 + 11, y * 2.7 + 5, z * 2.7 + 3) * 0.35;

export const set = (out: Float64Array, c: Rgb, k: number) => {
  out[0] = Math.min(0.95, c[0] * k);
  out[1] = Math.min(0.95, c[1] * k);
  out[2] = Math.min(0.95, c[2] * k);
};

/** Linear colour from an sRGB hex colour ("#c9b79c"). */
export function linear(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [f((n >> 16) & 255), f((n >> 8) & 255), f(n & 255)];
}

export const solid =
  (c: Rgb): Albedo =>
  (_x, _y, _z, _axis, out) =>
    set(out, c, 1);

/** Painted plaster: a faint, broad unevenness. */
export const plaster =
  (c: Rgb): Albedo =>
  (x, y, z, _axis, out) =>
    set(out, c, 0.94 + 0.1 * fbm(x * 3, y * 3, z * 3));

/** Fabric: soft creases and blotches, no pattern finer than a pixel can hold. */
export const fabric =
  (c: Rgb): Albedo =>
  (x, y, z, _axis, out) =>
    set(out, c, 0.84 + 0.12 * fbm(x * 7, y * 7, z * 7) + 0.05 * noise(x * 30, y * 30, z * 30));

/**
 * Wood planks running along x (a floor) or along y (a door, a cabinet): each plank its own tone,
 * grain along its length, a dark seam between planks.
 */
export const planks =
  (c: Rgb, width = 0.14, along: 'x' | 'y' = 'x'): Albedo =>
  (x, y, z, axis, out) => {
    const across = along === 'x' ? (axis === 1 ? z : y) : axis === 0 ? z : x;
    const length = along === 'x' ? x : y;
    const row = Math.floor(across / width);
    const offset = hash3(row, 7, 3) * 3;
    const board = Math.floor((length + offset) / 1.6);
    const tone = 0.78 + 0.4 * hash3(row, board, 1);
    const grain =
      0.88 +
      0.14 * noise(length * 1.5, across * 60, row) +
      0.06 * Math.sin(across * 260 + noise(length * 3, row, 0) * 6);
    const seamAcross = Math.min(across / width - row, 1 - (across / width - row)) * width;
    const seamAlong = Math.abs(((length + offset) / 1.6 - board) * 1.6);
    const seam = seamAcross < 0.0025 || seamAlong < 0.003 ? 0.45 : 1;
    set(out, c, tone * grain * seam);
  };

/** Square tiles with a grout line; each tile a touch lighter or darker. */
export const tiles =
  (c: Rgb, grout: Rgb, size = 0.3): Albedo =>
  (x, y, z, axis, out) => {
    const [a, b] = axis === 0 ? [y, z] : axis === 1 ? [x, z] : [x, y];
    const ia = Math.floor(a / size);
    const ib = Math.floor(b / size);
    const fa = a / size - ia;
    const fb = b / size - ib;
    const line = 0.008 / size;
    if (fa < line || fb < line) return set(out, grout, 1);
    set(out, c, 0.93 + 0.1 * hash3(ia, ib, axis) + 0.04 * fbm(x * 6, y * 6, z * 6));
  };

/** Stone or marble: broad veins through a soft mottle. */
export const stone =
  (c: Rgb, vein: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const t = Math.abs(Math.sin((x + y * 0.6 + z * 0.8) * 9 + fbm(x * 4, y * 4, z * 4) * 9));
    const k = t < 0.04 ? (1 - t / 0.04) * 0.5 : 0;
    const base = 0.93 + 0.08 * fbm(x * 10, y * 10, z * 10);
    out[0] = Math.min(0.95, (c[0] * (1 - k) + vein[0] * k) * base);
    out[1] = Math.min(0.95, (c[1] * (1 - k) + vein[1] * k) * base);
    out[2] = Math.min(0.95, (c[2] * (1 - k) + vein[2] * k) * base);
  };

/** A woven rug: a plain field with a faint mottle inside a border band. */
export const rug =
  (field: Rgb, border: Rgb, min: Rgb, max: Rgb): Albedo =>
  (x, _y, z, _axis, out) => {
    const edge = Math.min(x - min[0], max[0] - x, z - min[2], max[2] - z);
    const band = edge < 0.1 || (edge > 0.16 && edge < 0.19);
    set(out, band ? border : field, 0.88 + 0.1 * fbm(x * 12, z * 12, 1) + 0.04 * noise(x * 120, z * 120, 2));
  };

/** A framed picture on a wall facing -z: a sky, hills and their water, as a painting. */
export const artwork =
  (sky: Rgb, hill: Rgb, low: number, high: number): Albedo =>
  (x, y, _z, _axis, out) => {
    const t = (y - low) / (high - low);
    const ridge = 0.45 + 0.12 * Math.sin(x * 9) + 0.06 * Math.sin(x * 23);
    const c = t > ridge ? sky : hill;
    set(out, c, 0.8 + 0.3 * (t > ridge ? t : 0.5) + 0.08 * noise(x * 40, y * 40, 0));
  };

/** A hand block print (a Jaipur bedspread): rows of small flowers on a plain ground, a little uneven. */
export const blockPrint =
  (ground: Rgb, ink: Rgb, repeat = 0.075): Albedo =>
  (x, y, z, axis, out) => {
    const [a, b] = axis === 1 ? [x, z] : axis === 0 ? [z, y] : [x, y];
    const ia = Math.floor(a / repeat);
    const ib = Math.floor(b / repeat);
    const fa = a / repeat - ia - 0.5;
    const fb = b / repeat - ib - 0.5;
    const r = Math.hypot(fa, fb);
    const petals = 0.28 + 0.08 * Math.cos(5 * Math.atan2(fb, fa));
    const printed = r < petals && r > 0.06 && noise(a * 90, b * 90, 3) > 0.25;
    const k = 0.86 + 0.12 * fbm(x * 7, y * 7, z * 7);
    set(out, printed ? ink : ground, k);
  };
