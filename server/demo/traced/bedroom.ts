import type { Random } from '../seeded-random.ts';
import { afternoonSun, outside, plant, shell, windowIn } from './room-kit.ts';
import type { TracedScene } from './scene.ts';
import { blob, box, matte } from './shapes.ts';
import { artwork, blockPrint, fabric, linear, planks, plaster, rug, solid } from './textures.ts';

const WALLS = ['#ece6dc', '#e8e1d3', '#dfe4e1', '#efe7de', '#e4dccd'];
const BEDDING = ['#8fa89a', '#b98b6e', '#7d8fae', '#c7a96b', '#9c7f95'];
/** Block-printed bedspreads: ground and ink. */
const PRINTS = [
  ['#f1e9da', '#b4452f'],
  ['#efe6d2', '#2f5d7c'],
  ['#f3ead8', '#6b7d3a'],
] as const;
const WOOD = ['#9a6a43', '#7a5236', '#b4865c', '#5e4030'];

/** A bedroom: a double bed against the back wall, the window beside it, a lamp, a rug, a plant. */
export function bedroom(rng: Random): TracedScene {
  const W = 4.2;
  const H = 2.8;
  const D = 4.5;
  const window = windowIn(D, 0.35, 1.55, 0.85, 2.35);
  const wall = linear(rng.pick(WALLS));
  const bedding = linear(rng.pick(BEDDING));
  const wood = linear(rng.pick(WOOD));
  const white = linear('#f3f1ec');
  const lampX = 4.03;
  const print = rng.chance(0.5) ? rng.pick(PRINTS) : null;
  const cover = print ? blockPrint(linear(print[0]), linear(print[1])) : fabric(bedding);
  // an upholstered headboard or a wooden one
  const headboard = rng.chance(0.5)
    ? matte(fabric(linear(rng.pick(['#c9bba5', '#7e8c86', '#b59a7d']))))
    : matte(planks(wood, 0.2, 'y'));
  const shapes = [
    ...shell(
      { width: W, height: H, depth: D, window },
      plaster(wall),
      { albedo: planks(linear('#b08a64')), gloss: 0.05, roughness: 0.06 },
      plaster(linear('#f4f2ee')),
      solid(white),
    ),
    // bed: headboard, base, mattress, duvet, pillows, a throw at the foot
    box([1.85, 0, D - 0.12], [3.95, 1.25, D], headboard),
    box([1.95, 0.08, 2.35], [3.85, 0.36, D - 0.12], matte(planks(wood, 0.2, 'y'))),
    box([2.0, 0.36, 2.4], [3.8, 0.56, D - 0.14], matte(fabric(white))),
    // the duvet over the mattress and down its sides, turned back under the pillows
    box([1.96, 0.3, 2.36], [3.84, 0.6, D - 0.75], matte(cover)),
    box([1.97, 0.56, D - 0.78], [3.83, 0.63, D - 0.6], matte(fabric(white))),
    // a throw folded over the foot
    box([1.95, 0.5, 2.55], [3.85, 0.625, 2.9], matte(fabric(linear('#d8cfc0')))),
    blob([2.45, 0.68, D - 0.35], [0.36, 0.1, 0.16], matte(fabric(white))),
    blob([3.35, 0.68, D - 0.35], [0.36, 0.1, 0.16], matte(fabric(white))),
    blob([2.6, 0.74, D - 0.52], [0.28, 0.09, 0.08], matte(fabric(bedding))),
    // nightstand and lamp
    box([3.88, 0, D - 0.42], [4.2, 0.55, D], matte(planks(wood, 0.2, 'y'))),
    box([lampX - 0.04, 0.55, D - 0.25], [lampX + 0.04, 0.82, D - 0.17], matte(solid(linear('#c8b28a')))),
    blob(
      [lampX, 0.93, D - 0.21],
      [0.13, 0.1, 0.13],
      { albedo: solid(white), emission: [6, 4.2, 2.4] },
      false,
    ),
    // rug
    box(
      [1.5, 0, 1.4],
      [4.05, 0.012, 3.9],
      matte(rug(linear('#d9cbb3'), linear('#8c5a43'), [1.5, 0, 1.4], [4.05, 0, 3.9])),
    ),
    // a plant by the window
    ...plant(rng, 0.46, 3.8, 0.9, linear('#b86a45')),
    // a picture over the bed
    box([2.31, 1.41, D - 0.04], [3.49, 2.14, D], matte(solid(linear('#3a2e26')))),
    box(
      [2.36, 1.46, D - 0.05],
      [3.44, 2.09, D],
      matte(
        artwork(
          linear(rng.pick(['#9db8cf', '#e3b98f', '#c9d4c0'])),
          linear(rng.pick(['#6f7f5a', '#8a5a44', '#4c5d73'])),
          1.46,
          2.09,
        ),
      ),
    ),
    // curtains either side of the window
    box([0.12, 0.3, D - 0.16], [0.34, 2.6, D - 0.05], matte(fabric(linear('#e9e1d2')))),
    box([1.56, 0.3, D - 0.16], [1.78, 2.6, D - 0.05], matte(fabric(linear('#e9e1d2')))),
  ];
  return {
    shapes,
    window,
    sun: afternoonSun(rng),
    outside: outside(rng.pick(['garden', 'sea', 'hills'] as const), rng),
    lamps: [{ position: [lampX, 0.93, D - 0.21], intensity: [0.5, 0.35, 0.2] }],
    camera: {
      position: [1.2 + rng.next() * 0.5, 1.35, 0.3],
      yaw: 0.18 + rng.next() * 0.1,
      pitch: -0.1,
      fov: 1.3,
    },
  };
}
