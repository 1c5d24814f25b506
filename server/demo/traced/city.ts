import type { Random } from '../seeded-random.ts';
import { ground, water } from './open-air-kit.ts';
import { openSky } from './open-sky.ts';
import { plant } from './room-kit.ts';
import type { Albedo, Rgb, Shape, TracedScene } from './scene.ts';
import { box, matte, unit } from './shapes.ts';
import { linear, noise, plaster, set, tiles } from './textures.ts';

const PAINT = ['#e8e2d6', '#d9d2c4', '#efe6cf', '#cfc9be', '#e4d3b8', '#c9d0cf', '#e6d2c8'];

/** An apartment block's walls: floors of windows, each pane dark glass, the wall between painted. */
const facade =
  (wall: Rgb, glass: Rgb, storey: number, bay: number): Albedo =>
  (x, y, z, axis, out) => {
    if (axis === 1) return set(out, [0.32, 0.31, 0.3], 0.8 + 0.3 * noise(x * 0.5, z * 0.5, 1));
    const along = axis === 0 ? z : x;
    const fy = (y / storey) % 1;
    const fx = (along / bay) % 1;
    const pane = fy > 0.3 && fy < 0.85 && Math.abs(fx - 0.5) < 0.32;
    const stain = 0.82 + 0.22 * noise(along * 0.2, y * 0.15, axis);
    set(
      out,
      pane ? glass : wall,
      pane ? 0.8 + 0.5 * noise(Math.floor(along / bay), Math.floor(y / storey), 3) : stain,
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
    // the terrace: its floor, a parapet, plants in pots
    box([-12, 0, -4], [12, 21, 3], matte(tiles(linear('#b9ab95'), linear('#8e816d'), 0.6))),
    box([-12, 21, 2.7], [12, 22.05, 3], matte(plaster(linear('#efe9dd')))),
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
    camera: { position: [0, 22.6, -2], yaw: side * rng.between(0.05, 0.25), pitch: -0.02, fov: 1.2 },
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
