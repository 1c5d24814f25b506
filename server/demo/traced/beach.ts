import type { Random } from '../seeded-random.ts';
import { lounger, palm } from './open-air-kit.ts';
import { sand, thatch } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Albedo, Material, Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { fabric, linear, planks, solid } from './textures.ts';

const PARASOLS = ['#e9dcc2', '#c8553d', '#2f6d8c', '#f0efe9'];
const BOATS = ['#2f6d8c', '#b4452f', '#e0b73b', '#3c7d4a'];

/** The sea: turquoise over the sand near the shore, deep blue further out. */
const sea =
  (shore: number): Albedo =>
  (_x, _y, z, _axis, out) => {
    const t = Math.min(1, Math.max(0, (z - shore) / 40));
    out[0] = 0.03 + 0.05 * (1 - t);
    out[1] = 0.1 + 0.14 * (1 - t);
    out[2] = 0.13 + 0.1 * (1 - t);
  };

/** A beach shack: a timber box on stilts, open at the front, under a thatched roof. */
function shack(x: number, z: number): Shape[] {
  const timber = matte(planks(linear('#8a6a48'), 0.18, 'y'));
  const roof = matte(thatch(linear('#9c7f52')));
  return [
    box([x - 2, 0, z - 1.5], [x + 2, 0.5, z + 1.5], timber),
    box([x - 2, 0.5, z + 1.3], [x + 2, 2.6, z + 1.5], timber),
    box([x - 2, 0.5, z - 1.5], [x - 1.8, 2.6, z + 1.5], timber),
    box([x + 1.8, 0.5, z - 1.5], [x + 2, 2.6, z + 1.5], timber),
    box([x - 2.5, 2.6, z - 2], [x + 2.5, 2.8, z + 2], roof),
    box([x - 2.1, 2.8, z - 1.5], [x + 2.1, 3.05, z + 1.5], roof),
    box([x - 1.6, 3.05, z - 1], [x + 1.6, 3.25, z + 1], roof),
  ];
}

/** A fishing boat drawn up on the sand: a painted hull, half its belly in the sand. */
function boat(rng: Random, x: number, z: number): Shape[] {
  const hull: Material = { albedo: solid(linear(rng.pick(BOATS))), gloss: 0.04, roughness: 0.1 };
  return [
    blob([x, 0.05, z], [0.8, 0.55, 3.2], hull),
    box([x - 0.72, 0.42, z - 2.2], [x + 0.72, 0.5, z + 2.2], matte(solid(linear('#5a4030')))),
  ];
}

/** A beach on the Konkan coast: the sea to the horizon, palms, a shack, loungers, a boat. */
export function beach(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const shore = rng.between(11, 14);
  const sunDirection = unit([-side * rng.between(0.5, 0.8), rng.between(0.45, 0.65), rng.between(-0.3, 0.2)]);
  const cushion = matte(fabric(linear(rng.pick(['#f2efe8', '#2f5d7c', '#b4452f']))));
  const foam = matte(solid(linear('#e8eef0')));
  // palms along one side, the nearest tall enough to cross the top of the picture
  const palms = Array.from({ length: 5 }, (_, i) =>
    palm(rng, side * (3.2 + i * 1.7 + rng.between(0, 1)), 7 + i * rng.between(2.5, 3.5), rng.between(6, 8.5)),
  ).flat();
  const shapes: Shape[] = [
    box([-4000, -1, -4000], [4000, 0, shore], matte(sand(linear('#e2cfa6'), linear('#a68e68'), shore))),
    box([-4000, -1, shore], [4000, -0.06, 4000], { albedo: sea(shore), gloss: 0.02, roughness: 0.22 }),
    // the last of a wave, spread thin on the sand
    box([-4000, -0.06, shore], [4000, -0.045, shore + 0.8], foam),
    ...palms,
    ...shack(side * rng.between(8, 10), shore - 4),
    ...lounger(-side * 1.6, 6.5, cushion),
    ...lounger(-side * 2.5, 6.5, cushion),
    box([-side * 2.05 - 0.03, 0, 7.3], [-side * 2.05 + 0.03, 2.2, 7.36], matte(solid(linear('#6b4a33')))),
    blob([-side * 2.05, 2.25, 7.33], [1.3, 0.25, 1.3], matte(fabric(linear(rng.pick(PARASOLS))))),
    ...boat(rng, -side * rng.between(5.5, 7.5), shore - 3),
  ];
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.4, 7.4], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.22, 0.5, 1.3],
        horizon: [1.05, 1.2, 1.45],
        glow: [1.2, 1, 0.7],
        clouds: rng.between(0.15, 0.35),
        ranges: [
          {
            low: 0.004,
            high: 0.03,
            frequency: 3,
            colour: [0.35, 0.45, 0.35],
            fade: 0.55,
            span: side > 0 ? [-0.9, -0.35] : [0.35, 0.9],
          },
        ],
      },
      rng,
    ),
    haze: { colour: [1, 1.12, 1.3], distance: 1500 },
    lamps: [],
    camera: {
      position: [rng.between(-0.5, 0.5), 1.7, 0],
      yaw: side * rng.between(0.1, 0.2),
      pitch: 0,
      fov: 1.25,
    },
  };
}
