/*
 * Light that reaches a surface point directly (next-event estimation): the sun and the lamps by a
 * shadow ray each, and the sky through a room's window by a point on the window's outer face. Paths
 * that later leave by the window are then not counted again (tracer.ts).
 */
import { blocked, EPS, type Flat } from './geometry.ts';
import type { TracedScene } from './scene.ts';

/** Scratch space, so a call allocates nothing. */
const to = new Float64Array(3);
const sky = new Float64Array(3);

/** The unit direction from s to q, into `to`; returns the squared distance. */
function towards(sx: number, sy: number, sz: number, qx: number, qy: number, qz: number) {
  const dx = qx - sx;
  const dy = qy - sy;
  const dz = qz - sz;
  const d2 = dx * dx + dy * dy + dz * dz;
  const l = Math.sqrt(d2);
  to[0] = dx / l;
  to[1] = dy / l;
  to[2] = dz / l;
  return d2;
}

/**
 * The radiance a white diffuse surface at s (normal n) sends back from direct light, into `out`:
 * multiply by its albedo and the path's throughput.
 */
export function directLight(
  f: Flat,
  scene: TracedScene,
  sx: number,
  sy: number,
  sz: number,
  nx: number,
  ny: number,
  nz: number,
  rand: () => number,
  out: Float64Array,
) {
  const { sun, window: win, lamps } = scene;
  out.fill(0);
  // The sun, from a little disc of directions: a shadow ray that must leave the scene.
  let lx = sun.direction[0] + (rand() - 0.5) * sun.spread;
  let ly = sun.direction[1] + (rand() - 0.5) * sun.spread;
  let lz = sun.direction[2] + (rand() - 0.5) * sun.spread;
  const l = Math.hypot(lx, ly, lz);
  lx /= l;
  ly /= l;
  lz /= l;
  let cos = lx * nx + ly * ny + lz * nz;
  if (cos > 0 && !blocked(f, sx, sy, sz, lx, ly, lz, Number.POSITIVE_INFINITY)) {
    for (let c = 0; c < 3; c++) out[c]! += (sun.irradiance[c]! * cos) / Math.PI;
  }
  // The sky through the window: a point on its outer face, so the reveals, the sill and the
  // mullion, which stand in the opening, shade what is behind them and are lit themselves.
  if (win) {
    const d2 = towards(
      sx,
      sy,
      sz,
      win.x0 + rand() * (win.x1 - win.x0),
      win.y0 + rand() * (win.y1 - win.y0),
      win.z + win.depth,
    );
    cos = to[0]! * nx + to[1]! * ny + to[2]! * nz;
    const cosWindow = to[2]!; // the outer face looks out along +z
    if (cos > 0 && cosWindow > 0 && !blocked(f, sx, sy, sz, to[0]!, to[1]!, to[2]!, Math.sqrt(d2) - EPS)) {
      scene.outside(to[0]!, to[1]!, to[2]!, sky);
      const w = (cos * cosWindow * (win.x1 - win.x0) * (win.y1 - win.y0)) / d2 / Math.PI;
      for (let c = 0; c < 3; c++) out[c]! += sky[c]! * w;
    }
  }
  // Lamps: points of light.
  for (const lamp of lamps) {
    const d2 = towards(sx, sy, sz, lamp.position[0], lamp.position[1], lamp.position[2]);
    cos = to[0]! * nx + to[1]! * ny + to[2]! * nz;
    if (cos > 0 && !blocked(f, sx, sy, sz, to[0]!, to[1]!, to[2]!, Math.sqrt(d2) - EPS)) {
      for (let c = 0; c < 3; c++) out[c]! += (lamp.intensity[c]! * cos) / d2 / Math.PI;
    }
  }
}
