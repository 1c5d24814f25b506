/* Surfaces in the open, worked out from the point hit as the rooms' are (textures.ts). */
import type { Albedo, Rgb } from './scene.ts';
import { fbm, noise, set } from './textures.ts';

const mixInto = (out: Float64Array, a: Rgb, b: Rgb, t: number, k: number) => {
  out[0] = Math.min(0.95, (a[0] + (b[0] - a[0]) * t) * k);
  out[1] = Math.min(0.95, (a[1] + (b[1] - a[1]) * t) * k);
  out[2] = Math.min(0.95, (a[2] + (b[2] - a[2]) * t) * k);
};

/** Sand: wind ripples and a mottle, wetter and darker towards `wetEdge` (z), where the sea is. */
export const sand =
  (dry: Rgb, wet: Rgb, wetEdge = Number.POSITIVE_INFINITY): Albedo =>
  (x, _y, z, _axis, out) => {
    const ripple = 0.94 + 0.06 * Math.sin(z * 9 + x * 2 + 4 * noise(x * 0.7, z * 0.7, 1));
    const wetness = Math.min(1, Math.max(0, 1 - (wetEdge - z) / 6));
    mixInto(out, dry, wet, wetness, ripple * (0.9 + 0.15 * fbm(x * 1.5, z * 1.5, 2)));
  };

/** Grass or a meadow seen from standing height: patches of lighter and darker green. */
export const grass =
  (c: Rgb, dry: Rgb): Albedo =>
  (x, y, z, _axis, out) =>
    mixInto(
      out,
      c,
      dry,
      fbm(x * 0.15, z * 0.15, 3) * 0.8,
      0.8 + 0.25 * fbm(x * 2, y * 2, z * 2) + 0.1 * noise(x * 15, y * 15, z * 15),
    );

/** Dressed stone in courses (sandstone, granite): blocks each a shade apart, a fine joint between. */
export const ashlar =
  (c: Rgb, course = 0.45, length = 0.9): Albedo =>
  (x, y, z, axis, out) => {
    const along = axis === 0 ? z : x;
    const row = Math.floor(y / course);
    const shifted = along / length + (row % 2) * 0.5;
    const block = Math.floor(shifted);
    const joint = (y / course - row) * course < 0.012 || (shifted - block) * length < 0.012;
    const tone = 0.86 + 0.2 * noise(block * 7.3, row * 3.1, axis) + 0.08 * fbm(x * 6, y * 6, z * 6);
    set(out, c, joint ? tone * 0.7 : tone);
  };

/** Thatch or palm-leaf matting: fine strands along y with a coarse unevenness. */
export const thatch =
  (c: Rgb): Albedo =>
  (x, y, z, _axis, out) =>
    set(out, c, 0.75 + 0.2 * noise(x * 40, y * 4, z * 40) + 0.15 * fbm(x * 2, y * 2, z * 2));

/**
 * Tea bushes planted along the contours of a hill: rows of clipped green that follow height (y),
 * with the dark paths between them.
 */
export const teaRows =
  (c: Rgb, spacing = 1.4): Albedo =>
  (x, y, z, _axis, out) => {
    const wobble = 0.35 * noise(x * 0.08, z * 0.08, 5);
    const t = (y / spacing + wobble) % 1;
    const gap = t < 0.16 ? 0.35 : 1;
    set(out, c, gap * (0.82 + 0.25 * fbm(x * 3, y * 3, z * 3)));
  };

/** A forest canopy seen from afar: crowns as blotches of several greens, shadow between them. */
export const canopy =
  (c: Rgb, light: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const crowns = noise(x * 0.5, y * 0.5, z * 0.5);
    const shade = crowns < 0.3 ? 0.5 : 0.85 + 0.2 * noise(x * 3, y * 3, z * 3);
    mixInto(out, c, light, fbm(x * 0.12, y * 0.12, z * 0.12), shade);
  };

/**
 * Foliage close enough to see its leaves: bright clumps and the dark gaps between them, so a crown
 * of a few shapes reads as leaves and not as a smooth solid.
 */
export const leaves =
  (c: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const n = noise(x * 7, y * 7, z * 7) * 0.7 + noise(x * 23, y * 23, z * 23) * 0.3;
    set(out, c, n < 0.36 ? 0.5 : 0.7 + 0.6 * (n - 0.36));
  };

/**
 * The gaps in foliage (Material.holes): leaf-sized patches (`size` m) a ray passes through, where
 * a noise of their own falls below `threshold`: 0.5 leaves about half the surface open, 0.4 about a
 * quarter, 0.3 a few per cent. A crown then shows the sky and the leaves behind between its
 * leaves, and lets the sun through in flecks.
 */
export const leafGaps = (threshold: number, size = 0.14) => {
  const k = 1 / size;
  return (x: number, y: number, z: number) =>
    noise(x * k, y * k, z * k) * 0.6 + noise(x * k * 2.9 + 7, y * k * 2.9 + 3, z * k * 2.9 + 1) * 0.4 <
    threshold;
};

/** Bark: grey-brown, furrowed along the trunk (y), with paler patches of lichen. */
export const bark =
  (c: Rgb, lichen: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const furrow = noise(x * 30, y * 2.5, z * 30);
    const patch = fbm(x * 3, y * 1.5, z * 3);
    mixInto(
      out,
      c,
      lichen,
      patch > 0.62 ? (patch - 0.62) * 2.2 : 0,
      furrow < 0.35 ? 0.55 : 0.9 + 0.2 * furrow,
    );
  };

/** Bare earth with fallen leaves: red laterite or brown soil, mottled, leaves scattered over it. */
export const leafLitter =
  (soil: Rgb, litter: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const leaf = noise(x * 14, y * 14, z * 14);
    const t = leaf > 0.6 ? 0.7 : fbm(x * 0.4, y * 0.4, z * 0.4) * 0.4;
    mixInto(out, soil, litter, t, 0.85 + 0.15 * fbm(x * 4, y * 4, z * 4));
  };

/** A river's beach of sand and rounded stones (shingle): pebbles of several tones over pale sand. */
export const shingle =
  (sand: Rgb, stone: Rgb): Albedo =>
  (x, y, z, _axis, out) => {
    const pebble = noise(x * 5, y * 5, z * 5) + 0.3 * noise(x * 17, y * 17, z * 17);
    const tone = noise(Math.floor(x * 5) * 1.7, 3, Math.floor(z * 5) * 2.3);
    const t = pebble > 0.78 ? 0.35 + tone * 0.65 : 0.3 * fbm(x * 0.3, y * 0.3, z * 0.3);
    mixInto(out, sand, stone, t, 0.85 + 0.2 * noise(x * 23, y * 23, z * 23));
  };
