import type { Random } from '../seeded-random.ts';
import { afternoonSun, outside, plant, shell, windowIn } from './room-kit.ts';
import type { TracedScene } from './scene.ts';
import { blob, box, matte } from './shapes.ts';
import { fabric, linear, planks, plaster, solid, stone, tiles } from './textures.ts';

const TILES = ['#e9e6df', '#cdd8d6', '#d9cfc0', '#b8c4c9'];

/** A bathroom: a tub under the window, tiled walls, a vanity with a basin and a mirror, towels. */
export function bathroom(rng: Random): TracedScene {
  const W = 3.2;
  const H = 2.7;
  const D = 3.4;
  const window = windowIn(D, 0.5, 1.5, 1.3, 2.3);
  const porcelain = { albedo: solid(linear('#f4f3ef')), gloss: 0.06, roughness: 0.05 };
  const tile = tiles(linear(rng.pick(TILES)), linear('#a9a398'), 0.3);
  const wood = matte(planks(linear(rng.pick(['#8a5d3b', '#a77b52', '#5e4030'])), 0.3, 'y'));
  const towel = matte(fabric(linear(rng.pick(['#e8dcc6', '#9fb3a6', '#c98b6b', '#f1efe9']))));
  return {
    shapes: [
      ...shell(
        { width: W, height: H, depth: D, window },
        plaster(linear('#eeebe5')),
        { albedo: tiles(linear('#bdb5a8'), linear('#7f786e'), 0.45), gloss: 0.1, roughness: 0.05 },
        plaster(linear('#f4f2ee')),
        solid(linear('#f3f1ec')),
      ),
      // tiles to 1.2 m on the back and side walls
      box([0, 0, D - 0.01], [W, 1.2, D], matte(tile)),
      box([0, 0, 0], [0.01, 1.2, D], matte(tile)),
      box([W - 0.01, 0, 0], [W, 1.2, D], matte(tile)),
      // the tub along the back wall: sides, ends and the water
      box([0.05, 0, D - 0.8], [1.95, 0.55, D - 0.72], porcelain),
      box([0.05, 0, D - 0.1], [1.95, 0.55, D - 0.02], porcelain),
      box([0.05, 0, D - 0.8], [0.13, 0.55, D - 0.02], porcelain),
      box([1.87, 0, D - 0.8], [1.95, 0.55, D - 0.02], porcelain),
      box([0.13, 0, D - 0.72], [1.87, 0.4, D - 0.1], {
        albedo: solid(linear('#bfd9dc')),
        gloss: 0.2,
        roughness: 0.03,
      }),
      // the vanity on the right wall with a basin, a tap and a mirror above
      box([W - 0.55, 0.15, 1.2], [W, 0.82, 2.4], wood),
      box([W - 0.58, 0.82, 1.15], [W, 0.86, 2.45], {
        albedo: stone(linear('#e7e3dc'), linear('#a39c92')),
        gloss: 0.1,
        roughness: 0.04,
      }),
      blob([W - 0.3, 0.92, 1.8], [0.2, 0.07, 0.26], porcelain),
      box([W - 0.08, 0.86, 1.78], [W - 0.04, 1.08, 1.82], { albedo: solid(linear('#a7abae')), gloss: 0.5 }),
      box([W - 0.03, 1.2, 1.35], [W, 2.1, 2.25], {
        albedo: solid(linear('#d9dcdc')),
        gloss: 0.92,
        roughness: 0.01,
      }),
      // towels on a rail by the tub, a bath mat, a plant on the sill
      box([2.1, 0.7, D - 0.06], [2.7, 1.35, D - 0.02], towel),
      box([2.05, 1.35, D - 0.07], [2.75, 1.38, D - 0.03], matte(solid(linear('#a7abae')))),
      box([0.5, 0, D - 1.5], [1.5, 0.015, D - 0.95], matte(fabric(linear('#e4ddd0')))),
      box([0.6, 0, 0.4], [1.0, 0.4, 0.8], towel),
      ...plant(rng, 2.9, D - 0.3, 0.55, linear('#3d3a36')),
    ],
    window,
    sun: afternoonSun(rng),
    outside: outside(rng.pick(['garden', 'hills', 'sea'] as const), rng),
    lamps: [{ position: [W / 2, H - 0.15, 1.6], intensity: [0.5, 0.42, 0.32] }],
    camera: {
      position: [1.5 + rng.next() * 0.3, 1.4, 0.15],
      yaw: 0.02 + rng.next() * 0.08,
      pitch: -0.16,
      fov: 1.35,
    },
  };
}
