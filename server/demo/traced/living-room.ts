import type { Random } from '../seeded-random.ts';
import { afternoonSun, outside, plant, shell, windowIn } from './room-kit.ts';
import type { TracedScene } from './scene.ts';
import { blob, box, legs, matte } from './shapes.ts';
import { artwork, fabric, linear, planks, plaster, rug, solid } from './textures.ts';

const WALLS = ['#ece6dc', '#e6e2d8', '#e2e6e3', '#f0e9df', '#ddd5c8'];
const SOFA = ['#8a9a8b', '#b6a38a', '#6f7f99', '#a86f5a', '#c9c1b4'];
const CUSHIONS = ['#d99a4e', '#b2523c', '#e8dcc6', '#4f6f86', '#7c8f4e'];
const WOOD = ['#9a6a43', '#7a5236', '#b4865c', '#5e4030'];

/** A living room: a sofa under a picture, a low table on a rug, a floor lamp, books, a plant. */
export function livingRoom(rng: Random): TracedScene {
  const W = 4.8;
  const H = 2.9;
  const D = 4.8;
  const window = windowIn(D, 0.4, 1.7, 0.6, 2.4);
  const sofa = matte(fabric(linear(rng.pick(SOFA))));
  const wood = matte(planks(linear(rng.pick(WOOD)), 0.25, 'y'));
  const cushion = () => matte(fabric(linear(rng.pick(CUSHIONS))));
  const white = linear('#f3f1ec');
  const lamp = { x: 4.45, z: D - 0.4 };
  const books = [...Array(14)].map((_, i) => {
    const x = 4.25 + i * 0.035;
    const h = rng.between(0.2, 0.3);
    return box(
      [x, 1.52, 2.6],
      [x + 0.03, 1.52 + h, 2.82],
      matte(solid(linear(rng.pick(['#8c3b2e', '#2f4f6f', '#c7a24a', '#3f5f3f', '#e8e0d0', '#5a3d5c'])))),
    );
  });
  return {
    shapes: [
      ...shell(
        { width: W, height: H, depth: D, window },
        plaster(linear(rng.pick(WALLS))),
        { albedo: planks(linear('#b89470')), gloss: 0.05, roughness: 0.06 },
        plaster(linear('#f4f2ee')),
        solid(white),
      ),
      // the sofa: base, seat cushions, back, arms, loose cushions
      box([1.9, 0.08, D - 0.95], [4.1, 0.42, D - 0.05], sofa),
      box([2.05, 0.42, D - 0.92], [3.05, 0.55, D - 0.3], sofa),
      box([3.07, 0.42, D - 0.92], [4.0, 0.55, D - 0.3], sofa),
      box([1.9, 0.42, D - 0.3], [4.1, 0.95, D - 0.05], sofa),
      box([1.85, 0.08, D - 0.95], [2.06, 0.68, D - 0.05], sofa),
      box([3.98, 0.08, D - 0.95], [4.15, 0.68, D - 0.05], sofa),
      blob([2.35, 0.75, D - 0.38], [0.2, 0.18, 0.07], cushion()),
      blob([3.75, 0.75, D - 0.38], [0.2, 0.18, 0.07], cushion()),
      blob([2.8, 0.72, D - 0.4], [0.18, 0.16, 0.06], cushion()),
      // low table with a tray and a vase
      box([2.3, 0.38, 2.45], [3.7, 0.44, 3.15], wood),
      ...legs(2.35, 2.5, 3.65, 3.1, 0.38, 0.05, wood),
      box([2.5, 0.44, 2.6], [2.95, 0.46, 2.95], matte(solid(linear('#2e2a27')))),
      blob([3.35, 0.56, 2.8], [0.07, 0.12, 0.07], matte(solid(linear('#d9d3c7')))),
      // rug
      box(
        [1.6, 0, 1.7],
        [4.4, 0.012, 4.0],
        matte(
          rug(
            linear(rng.pick(['#ddd2bf', '#c9c3b8', '#d8c6a8'])),
            linear('#6d5a4a'),
            [1.6, 0, 1.7],
            [4.4, 0, 4.0],
          ),
        ),
      ),
      // floor lamp beside the sofa
      box(
        [lamp.x - 0.02, 0, lamp.z - 0.02],
        [lamp.x + 0.02, 1.45, lamp.z + 0.02],
        matte(solid(linear('#2b2724'))),
      ),
      blob([lamp.x, 1.5, lamp.z], [0.2, 0.14, 0.2], { albedo: solid(white), emission: [5, 3.6, 2.1] }, false),
      // a shelf of books on the side wall
      box([4.2, 1.48, 2.5], [4.8, 1.52, 3.4], wood),
      ...books,
      ...plant(rng, 0.45, 3.9, 1.0, linear(rng.pick(['#b86a45', '#d8d2c6', '#3d3a36']))),
      // a picture over the sofa
      box([2.45, 1.35, D - 0.04], [3.55, 2.15, D], matte(solid(linear('#2f2a25')))),
      box(
        [2.5, 1.4, D - 0.05],
        [3.5, 2.1, D],
        matte(artwork(linear('#d9b99a'), linear('#5f6f6a'), 1.4, 2.1)),
      ),
      // curtains
      box([0.15, 0.1, D - 0.16], [0.39, 2.7, D - 0.05], matte(fabric(linear('#ebe4d6')))),
      box([1.71, 0.1, D - 0.16], [1.95, 2.7, D - 0.05], matte(fabric(linear('#ebe4d6')))),
    ],
    window,
    sun: afternoonSun(rng),
    outside: outside(rng.pick(['garden', 'sea', 'hills'] as const), rng),
    lamps: [{ position: [lamp.x, 1.5, lamp.z], intensity: [0.7, 0.5, 0.3] }],
    camera: {
      position: [1.4 + rng.next() * 0.6, 1.3, 0.3],
      yaw: 0.15 + rng.next() * 0.1,
      pitch: -0.12,
      fov: 1.3,
    },
  };
}
