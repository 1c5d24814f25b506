/*
 * The shell every traced room shares: floor, ceiling, walls with skirting, and a window opening in
 * the back wall (z = depth) through which the sun and the outside come in.
 */
import type { Random } from '../seeded-random.ts';
import type { Albedo, Material, Rgb, Shape, TracedScene, Window } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { fabric, linear, noise, solid } from './textures.ts';

/** How thick the walls, floor and ceiling are. */
const WALL = 0.2;

type Shell = { width: number; height: number; depth: number; window: Window };

/** A window through the back wall (at z = depth), from x0 to x1 and y0 to y1. */
export const windowIn = (depth: number, x0: number, x1: number, y0: number, y1: number): Window => ({
  x0,
  x1,
  y0,
  y1,
  z: depth,
  depth: WALL,
});

/**
 * Walls, floor and ceiling, with the window left open in the back wall. Nothing reaches past the
 * walls' outer faces, where it would shade the window from outside.
 */
export function shell(s: Shell, walls: Albedo, floor: Material, ceiling: Albedo, skirting: Albedo): Shape[] {
  const { width: W, height: H, depth: D, window: w } = s;
  const t = WALL;
  const wall = matte(walls);
  return [
    box([-t, -t, -t], [W + t, 0, D + t], floor),
    box([-t, H, -t], [W + t, H + t, D + t], matte(ceiling)),
    box([-t, 0, -t], [0, H, D + t], wall),
    box([W, 0, -t], [W + t, H, D + t], wall),
    box([-t, 0, -t], [W + t, H, 0], wall),
    // the back wall around its window
    box([-t, 0, D], [w.x0, H, D + t], wall),
    box([w.x1, 0, D], [W + t, H, D + t], wall),
    box([w.x0, 0, D], [w.x1, w.y0, D + t], wall),
    box([w.x0, w.y1, D], [w.x1, H, D + t], wall),
    // skirting boards
    box([0, 0, D - 0.015], [W, 0.09, D], matte(skirting)),
    box([0, 0, 0], [0.015, 0.09, D], matte(skirting)),
    box([W - 0.015, 0, 0], [W, 0.09, D], matte(skirting)),
    // the window's frame: sill and a mullion
    box([w.x0 - 0.05, w.y0 - 0.04, D - 0.06], [w.x1 + 0.05, w.y0, D + 0.05], matte(skirting)),
    box(
      [(w.x0 + w.x1) / 2 - 0.025, w.y0, D + 0.02],
      [(w.x0 + w.x1) / 2 + 0.025, w.y1, D + 0.06],
      matte(skirting),
    ),
  ];
}

type Outlook = 'garden' | 'sea' | 'hills';

/**
 * What the window shows: a sky from deep blue overhead to a pale horizon and, below it, the view,
 * far brighter than the room, as windows are in real interior photographs.
 */
export function outside(look: Outlook, rng: Random): TracedScene['outside'] {
  const phase = rng.next() * 10;
  const ground: Rgb =
    look === 'sea' ? [0.18, 0.42, 0.6] : look === 'hills' ? [0.22, 0.36, 0.2] : [0.2, 0.4, 0.14];
  return (dx, dy, dz, out) => {
    const azimuth = Math.atan2(dx, dz);
    const horizon =
      look === 'hills' ? 0.12 + 0.1 * noise(azimuth * 4 + phase, 0, 0) : look === 'sea' ? 0.02 : 0.18;
    const sky = 2.2;
    if (dy > horizon) {
      const t = Math.min(1, (dy - horizon) / 0.6);
      out[0] = sky * (0.95 - 0.55 * t);
      out[1] = sky * (0.98 - 0.33 * t);
      out[2] = sky * 1.05;
    } else {
      const leaf = 0.75 + 0.5 * noise(azimuth * 40 + phase, dy * 40, 0);
      out[0] = sky * ground[0] * leaf;
      out[1] = sky * ground[1] * leaf;
      out[2] = sky * ground[2] * leaf;
    }
  };
}

/** A potted plant: a pot and a crown of leaves, each leaf a small flattened blob. */
export function plant(rng: Random, x: number, z: number, height: number, pot: Rgb): Shape[] {
  const leaf = fabric(linear('#3f6b35'));
  const young = fabric(linear('#5b8a43'));
  const shapes: Shape[] = [box([x - 0.16, 0, z - 0.16], [x + 0.16, 0.36, z + 0.16], matte(solid(pot)))];
  shapes.push(box([x - 0.14, 0.34, z - 0.14], [x + 0.14, 0.37, z + 0.14], matte(solid(linear('#4a3526')))));
  // stems, then a dense crown: leaves lower down reach further out
  for (let i = 0; i < 5; i++) {
    const sx = x + rng.between(-0.05, 0.05);
    const sz = z + rng.between(-0.05, 0.05);
    shapes.push(
      box(
        [sx - 0.008, 0.36, sz - 0.008],
        [sx + 0.008, 0.36 + height * rng.between(0.6, 0.95), sz + 0.008],
        matte(solid(linear('#4f5d2f'))),
      ),
    );
  }
  for (let i = 0; i < 60; i++) {
    const a = rng.next() * Math.PI * 2;
    const up = rng.next();
    const y = 0.5 + up * (height - 0.1);
    const reach = (0.08 + 0.2 * (1 - up * 0.6)) * Math.sqrt(rng.next());
    shapes.push(
      blob(
        [x + Math.cos(a) * reach, y, z + Math.sin(a) * reach],
        [rng.between(0.04, 0.09), rng.between(0.015, 0.035), rng.between(0.04, 0.09)],
        matte(rng.chance(0.3) ? young : leaf),
      ),
    );
  }
  return shapes;
}

/** The afternoon sun behind the back wall, a little to one side, coming in through the window. */
export const afternoonSun = (rng: Random): TracedScene['sun'] => ({
  direction: unit([rng.between(-0.45, 0.45), rng.between(0.4, 0.6), 0.8]),
  irradiance: [7.5, 6.6, 5.2],
  spread: 0.03,
});
