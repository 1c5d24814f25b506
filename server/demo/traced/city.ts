import type { Random } from '../seeded-random.ts';
import { foliage, ground, water } from './open-air-kit.ts';
import { openSky } from './open-sky.ts';
import { plant } from './room-kit.ts';
import type { Albedo, Rgb, Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, noise, plaster, set, solid, tiles } from './textures.ts';

// Mumbai's blocks: whitewash and cream among pastel yellow, pink, blue and ochre, weathered by monsoons
const PAINT = [
  '#e8e2d6',
  '#efe6cf',
  '#e4d3b8',
  '#e9cf9c',
  '#dcb0a0',
  '#bccdd4',
  '#e6dba6',
  '#d8c9b4',
  '#c9d4c2',
];

/** An apartment block's walls: floors of windows, each pane dark glass, the wall between painted. */
const facade =
  (wall: Rgb, glass: Rgb, storey: number, bay: number): Albedo =>
  (x, y, z, axis, out) => {
    if (axis === 1) return set(out, [0.32, 0.31, 0.3], 0.8 + 0.3 * noise(x * 0.5, z * 0.5, 1));
    const along = axis === 0 ? z : x;
    // the fraction of a storey and of a bay, from 0 to 1 on either side of 0
    const fy = (((y / storey) % 1) + 1) % 1;
    const fx = (((along / bay) % 1) + 1) % 1;
    const pane = fy > 0.3 && fy < 0.85 && Math.abs(fx - 0.5) < 0.32;
    // a sunshade (chajja) over each window, and monsoon streaks down the wall below them
    const shade = fy >= 0.85 && fy < 0.92 && Math.abs(fx - 0.5) < 0.4;
    const streak = noise(along * 2.2, y * 0.08, axis + 5);
    const stain = (0.8 + 0.22 * noise(along * 0.2, y * 0.15, axis)) * (streak > 0.64 ? 0.88 : 1);
    set(
      out,
      pane ? glass : wall,
      pane ? 0.8 + 0.5 * noise(Math.floor(along / bay), Math.floor(y / storey), 3) : shade ? 0.55 : stain,
    );
  };

/** A city seen from a roof terrace: apartment blocks to the haze, the sea beyond on one side. */
export function city(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.4, 0.8), rng.between(0.3, 0.5), rng.between(-0.2, 0.4)]);
  const glass: Rgb = [0.05, 0.06, 0.07];
  const shapes: Shape[] = [
    ground(tiles(linear('#6d6a64'), linear('#55524d'), 6)),
    box([-4000, -1, 500], [4000, 0.2, 4000], water(linear('#2a3c44'), 0.05)),
    // the terrace: its floor, a low parapet with a railing over it, plants in pots
    box([-12, 0, -4], [12, 21, 3], matte(tiles(linear('#b9ab95'), linear('#8e816d'), 0.6))),
    box([-12, 21, 2.7], [12, 21.45, 3], matte(plaster(linear('#efe9dd')))),
    ...railing(-12, 12, 2.85, 21.45),
    ...plant(rng, -side * 2.4, 2.2, 1.3, linear('#a0522d')).map((s) => lift(s, 21)),
    ...plant(rng, -side * 1.6, 2.3, 0.9, linear('#8a8a8a')).map((s) => lift(s, 21)),
  ];
  for (let gz = 0; gz < 14; gz++) {
    for (let gx = -9; gx <= 9; gx++) {
      const z = 40 + gz * 32 + rng.between(0, 10);
      const x = gx * 26 + rng.between(-6, 6);
      if ((z > 300 && gx * side < 0) || rng.chance(0.12)) continue;
      const w = rng.between(10, 20);
      const d = rng.between(10, 18);
      // the nearest rows are lower than the terrace, so the view goes over them
      const tall = gz > 2 && rng.chance(0.2);
      const storeys = Math.round(tall ? rng.between(14, 30) : rng.between(3, gz > 2 ? 12 : 6));
      const wall = linear(rng.pick(PAINT));
      shapes.push(
        box(
          [x - w / 2, 0, z],
          [x + w / 2, storeys * 3.1, z + d],
          matte(facade(wall, glass, 3.1, rng.between(2.6, 3.6))),
        ),
      );
      if (rng.chance(0.5)) {
        shapes.push(
          box(
            [x - 1.5, storeys * 3.1, z + 2],
            [x + 1.5, storeys * 3.1 + 2.5, z + 5],
            matte(plaster(linear('#d6d0c4'))),
          ),
        );
      }
      // black water tanks on the roof, and a rain tree in the lane beside the block
      if (rng.chance(0.6)) {
        const tx = x + rng.between(-w / 2 + 1.5, w / 2 - 1.5);
        shapes.push(
          blob([tx, storeys * 3.1 + 0.8, z + d - 2], [0.8, 0.8, 0.8], matte(solid(linear('#1e1e1e')))),
        );
      }
      if (gz < 8 && rng.chance(0.7)) shapes.push(...rainTree(rng, x + w / 2 + 3, z + rng.between(0, d)));
      if (gz < 5 && rng.chance(0.4)) shapes.push(...rainTree(rng, x, z - 4));
    }
  }
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [8.8, 7.8, 6.2], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.22, 0.42, 1.0],
        horizon: [1.15, 1.12, 1.12],
        glow: [1.5, 1.1, 0.6],
        clouds: rng.between(0.1, 0.3),
        ranges: [],
      },
      rng,
    ),
    haze: { colour: [1.05, 1.02, 1.0], distance: 650 },
    lamps: [],
    camera: { position: [0, 22.7, 0.9], yaw: side * rng.between(0.05, 0.25), pitch: -0.14, fov: 1.2 },
  };
}

/** A shape moved up by dy (a plant set on the terrace's floor). */
function lift(shape: Shape, dy: number): Shape {
  return shape.kind === 'box'
    ? {
        ...shape,
        min: [shape.min[0], shape.min[1] + dy, shape.min[2]],
        max: [shape.max[0], shape.max[1] + dy, shape.max[2]],
      }
    : { ...shape, centre: [shape.centre[0], shape.centre[1] + dy, shape.centre[2]] };
}

/** A railing of thin steel bars along x, its top rail at y + 0.6 (over a parapet at y). */
function railing(x0: number, x1: number, z: number, y: number): Shape[] {
  const steel = matte(solid(linear('#3a3d40')));
  const shapes: Shape[] = [box([x0, y + 0.55, z - 0.03], [x1, y + 0.6, z + 0.03], steel)];
  for (let x = x0; x <= x1; x += 0.25)
    shapes.push(box([x - 0.012, y, z - 0.012], [x + 0.012, y + 0.55, z + 0.012], steel, false));
  return shapes;
}

/** A rain tree in a lane: a short trunk and a wide, open crown (foliage with gaps). */
function rainTree(rng: Random, x: number, z: number): Shape[] {
  const leavesOf = foliage(rng.pick(['#3f6a2c', '#4a7532', '#385f28']), 0.42);
  const height = rng.between(8, 13);
  const shapes: Shape[] = [
    box([x - 0.25, 0, z - 0.25], [x + 0.25, height * 0.6, z + 0.25], matte(solid(linear('#3b3128')))),
  ];
  for (let i = 0; i < 10; i++) {
    const a = rng.next() * Math.PI * 2;
    const reach = height * 0.35 * Math.sqrt(rng.next());
    const r = height * rng.between(0.18, 0.28);
    shapes.push(
      blob(
        [x + Math.cos(a) * reach, height * rng.between(0.65, 0.85), z + Math.sin(a) * reach],
        [r, r * 0.6, r],
        leavesOf,
      ),
    );
  }
  return shapes;
}
