import type { Random } from '../seeded-random.ts';
import { afternoonSun, outside, plant, shell, windowIn } from './room-kit.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, legs, matte } from './shapes.ts';
import { linear, planks, plaster, solid, stone, tiles } from './textures.ts';

const CABINETS = ['#e9e4da', '#5f7466', '#2f3e4f', '#b79a74', '#f1efe9'];
const WALLS = ['#efebe4', '#e6e1d7', '#e9ece8'];

/** A kitchen: a counter under the window, wall cupboards, an island with stools and pendant lights. */
export function kitchen(rng: Random): TracedScene {
  const W = 4.6;
  const H = 2.8;
  const D = 4.2;
  const window = windowIn(D, 0.9, 2.1, 1.1, 2.2);
  const cabinet = matte(planks(linear(rng.pick(CABINETS)), 0.45, 'y'));
  const top = {
    albedo: stone(linear(rng.pick(['#e9e6e0', '#4a4743', '#d8cbb5'])), linear('#a39d94')),
    gloss: 0.06,
    roughness: 0.05,
  };
  const steel = { albedo: solid(linear('#9ea3a6')), gloss: 0.35, roughness: 0.12 };
  const wood = matte(planks(linear('#8a5d3b'), 0.2, 'y'));
  const pendants = [1.8, 2.8].map((x) => ({ x, y: 1.8, z: 2.35 }));
  const stools: Shape[] = [1.7, 2.35, 3.0].flatMap((x) => [
    box([x - 0.18, 0.62, 1.58], [x + 0.18, 0.68, 1.9], wood),
    ...legs(x - 0.16, 1.6, x + 0.16, 1.88, 0.62, 0.03, matte(solid(linear('#2b2724')))),
  ]);
  return {
    shapes: [
      ...shell(
        { width: W, height: H, depth: D, window },
        plaster(linear(rng.pick(WALLS))),
        {
          albedo: tiles(linear(rng.pick(['#cfc6b8', '#b9b2a6', '#d9d4cc'])), linear('#8d867c'), 0.5),
          gloss: 0.08,
          roughness: 0.05,
        },
        plaster(linear('#f4f2ee')),
        solid(linear('#f3f1ec')),
      ),
      // counter along the back wall with a sink under the window
      box([0, 0, D - 0.62], [W, 0.88, D], cabinet),
      box([0, 0.88, D - 0.64], [0.98, 0.92, D], top),
      box([2.02, 0.88, D - 0.64], [W, 0.92, D], top),
      box([0.98, 0.88, D - 0.64], [2.02, 0.92, D - 0.52], top),
      box([0.98, 0.7, D - 0.52], [2.02, 0.9, D], steel),
      box([1.48, 0.92, D - 0.1], [1.52, 1.2, D - 0.06], steel),
      box([1.48, 1.16, D - 0.3], [1.52, 1.2, D - 0.06], steel),
      // tiles behind the counter, cupboards above its right end
      box([0, 0.92, D - 0.01], [W, 1.5, D], matte(tiles(linear('#f2f0ea'), linear('#c9c4ba'), 0.15))),
      box([2.4, 1.5, D - 0.36], [W, 2.3, D], cabinet),
      box([0, 1.5, D - 0.36], [0.7, 2.3, D], cabinet),
      // things on the counter: a kettle, jars, a chopping board
      blob([2.6, 1.02, D - 0.3], [0.09, 0.1, 0.09], steel),
      box([3.1, 0.92, D - 0.2], [3.2, 1.1, D - 0.1], matte(solid(linear('#c6b79b')))),
      box([3.25, 0.92, D - 0.2], [3.35, 1.06, D - 0.1], matte(solid(linear('#8f6b4a')))),
      box([3.6, 0.92, D - 0.45], [4.0, 0.945, D - 0.2], wood),
      // the island
      box([1.3, 0, 2.0], [3.4, 0.88, 2.75], cabinet),
      box([1.25, 0.88, 1.9], [3.45, 0.92, 2.8], top),
      blob([2.1, 0.99, 2.35], [0.17, 0.06, 0.17], matte(solid(linear('#e8e2d6')))),
      blob([2.05, 1.06, 2.3], [0.05, 0.05, 0.05], matte(solid(linear('#d9772e')))),
      blob([2.16, 1.06, 2.38], [0.05, 0.05, 0.05], matte(solid(linear('#c63a2b')))),
      ...stools,
      // pendant lights over the island
      ...pendants.flatMap((p) => [
        box(
          [p.x - 0.005, p.y + 0.1, p.z - 0.005],
          [p.x + 0.005, H, p.z + 0.005],
          matte(solid(linear('#222222'))),
        ),
        blob(
          [p.x, p.y, p.z],
          [0.13, 0.1, 0.13],
          { albedo: solid(linear('#f3f1ec')), emission: [5, 3.7, 2.2] },
          false,
        ),
      ]),
      ...plant(rng, 0.35, 3.2, 0.6, linear('#d8d2c6')),
    ],
    window,
    sun: afternoonSun(rng),
    outside: outside(rng.pick(['garden', 'hills'] as const), rng),
    lamps: pendants.map((p) => ({
      position: [p.x, p.y - 0.05, p.z] as const,
      intensity: [0.45, 0.33, 0.2] as const,
    })),
    camera: {
      position: [2.7 + rng.next() * 0.5, 1.6, 0.15],
      yaw: -0.14 - rng.next() * 0.1,
      pitch: -0.2,
      fov: 1.35,
    },
  };
}
