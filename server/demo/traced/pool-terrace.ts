import type { Random } from '../seeded-random.ts';
import { lounger, palm } from './open-air-kit.ts';
import type { Material, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { fabric, linear, noise, plaster, solid, tiles } from './textures.ts';

const STONE = ['#d9c7a7', '#cdb99a', '#e2d6c0'];
const CUSHIONS = ['#f2efe8', '#e9dcc2', '#2f5d7c', '#b4452f'];

/** A pool terrace in the sun: stone deck, the water, loungers and a parasol, palms, the villa behind. */
export function poolTerrace(rng: Random): TracedScene {
  const stone = linear(rng.pick(STONE));
  const deck = { albedo: tiles(stone, linear('#b9a78a'), 0.6), gloss: 0.03, roughness: 0.08 };
  const coping = matte(plaster(linear('#efe9dd')));
  const [x0, x1, z0, z1] = [-2.6, 2.6, 4, 15];
  const water: Material = {
    albedo: tiles(linear('#3fb1c6'), linear('#2d8ea3'), 0.5),
    gloss: 0.35,
    roughness: 0.06,
  };
  const cushion = matte(fabric(linear(rng.pick(CUSHIONS))));
  const wall = matte(plaster(linear(rng.pick(['#f1ece2', '#efe2cf', '#f4efe6']))));
  const glass = { albedo: solid(linear('#2c3a40')), gloss: 0.5, roughness: 0.02 };
  const palms = [-5.5, 5.8, -7.5].flatMap((x, i) =>
    palm(rng, x, 10 + i * 5 + rng.between(-1, 1), rng.between(4.5, 6)),
  );
  const hedge = matte(fabric(linear('#4a7a36')));
  return {
    shapes: [
      // the deck around the pool, the water a little below it, and the pool's stone edge
      box([-60, -0.3, -5], [x0, 0, 80], deck),
      box([x1, -0.3, -5], [60, 0, 80], deck),
      box([x0, -0.3, -5], [x1, 0, z0], deck),
      box([x0, -0.3, z1], [x1, 0, 80], deck),
      box([x0, -0.4, z0], [x1, -0.12, z1], water),
      box([x0 - 0.3, 0, z0 - 0.3], [x1 + 0.3, 0.04, z0], coping),
      box([x0 - 0.3, 0, z1], [x1 + 0.3, 0.04, z1 + 0.3], coping),
      box([x0 - 0.3, 0, z0], [x0, 0.04, z1], coping),
      box([x1, 0, z0], [x1 + 0.3, 0.04, z1], coping),
      // loungers and a parasol on the right
      ...lounger(3.3, 6.5, cushion),
      ...lounger(4.3, 6.5, cushion),
      box([5.0, 0, 7.3], [5.06, 2.3, 7.36], matte(solid(linear('#6b4a33')))),
      blob([5.03, 2.35, 7.33], [1.3, 0.22, 1.3], matte(fabric(linear('#efe6d2')))),
      // the villa: white walls, dark windows, a tiled roof
      box([-9, 0, 19], [9, 4.6, 25], wall),
      box([-9.3, 4.6, 18.7], [9.3, 4.9, 25.3], matte(solid(linear('#a4552f')))),
      ...[-6, -2.5, 1, 4.5].flatMap((wx) => [
        box([wx - 0.08, 0.52, 18.9], [wx + 2.08, 3.68, 18.96], matte(solid(linear('#5a4030')))),
        box([wx, 0.6, 18.85], [wx + 2, 3.6, 18.9], glass),
      ]),
      // hedges and palms
      blob([-4.5, 0.5, 17], [2.5, 0.8, 1], hedge),
      blob([5, 0.5, 17.5], [3, 0.9, 1.1], hedge),
      ...palms,
      // hills far off, pale with the air between
      blob([-40, -10, 160], [70, 30, 20], matte(fabric(linear('#8fa596')))),
      blob([50, -14, 180], [80, 34, 20], matte(fabric(linear('#9aae9f')))),
    ],
    window: null,
    sun: {
      direction: unit([rng.between(-0.6, -0.2), 0.75, rng.between(-0.4, 0.1)]),
      irradiance: [9, 8.4, 7.2],
      spread: 0.02,
    },
    outside: (dx, dy, dz, out) => {
      const up = Math.max(0, dy);
      const haze = noise(Math.atan2(dx, dz) * 3, up * 6, 7);
      const t = Math.sqrt(up);
      out[0] = 0.95 - 0.75 * t + 0.12 * haze * (1 - up);
      out[1] = 1.15 - 0.65 * t + 0.12 * haze * (1 - up);
      out[2] = 1.55 - 0.25 * t;
    },
    lamps: [],
    camera: {
      position: [rng.between(-1, 0.5), 1.6, 0.6],
      yaw: rng.between(0.05, 0.15),
      pitch: -0.1,
      fov: 1.25,
    },
  };
}
