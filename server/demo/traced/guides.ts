/*
 * What the denoiser is guided by (denoise.ts): the normal and distance of the surface a pixel shows,
 * so it smooths light along a surface and never across an edge.
 */
import { EPS, type Flat, intersect } from './geometry.ts';
import type { Traced } from './scene.ts';

/** The normal and distance of a pixel's first path's hit: where the denoiser may smooth across. */
export function guide(out: Traced, o: number, nx: number, ny: number, nz: number, depth: number) {
  out.normal[o] = nx;
  out.normal[o + 1] = ny;
  out.normal[o + 2] = nz;
  out.depth[o / 3] = depth;
}

const mirrored = new Float64Array(9);

/**
 * The guides of a glossy surface (still water, a polished floor): what it mirrors, found by one ray
 * along the mirror direction, so the denoiser keeps a reflection's edges as it keeps a surface's.
 */
export function mirrorGuide(
  f: Flat,
  out: Traced,
  o: number,
  hit: Float64Array,
  dx: number,
  dy: number,
  dz: number,
) {
  const nx = hit[4]!;
  const ny = hit[5]!;
  const nz = hit[6]!;
  const k = 2 * (dx * nx + dy * ny + dz * nz);
  const e = EPS * 10;
  if (
    intersect(
      f,
      hit[1]! + nx * e,
      hit[2]! + ny * e,
      hit[3]! + nz * e,
      dx - k * nx,
      dy - k * ny,
      dz - k * nz,
      mirrored,
    ) < 0
  ) {
    guide(out, o, nx, ny, nz, 1e6);
  } else {
    guide(out, o, mirrored[4]!, mirrored[5]!, mirrored[6]!, hit[0]! + mirrored[0]!);
  }
}
