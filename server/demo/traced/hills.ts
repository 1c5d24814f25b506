import type { Random } from '../seeded-random.ts';
import { conifer, ground } from './open-air-kit.ts';
import { ashlar, canopy, grass } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, planks, solid } from './textures.ts';

/**
 * A Himachali cottage (kath-kuni): a stone and timber ground floor, a timber upper floor with a
 * balcony, a slate roof in a gable along z, built as thin slabs that step in towards the ridge.
 */
function cottage(rng: Random, x: number, z: number): Shape[] {
  const stone = matte(ashlar(linear('#8d877c'), 0.3, 0.7));
  const timber = matte(planks(linear('#6e4a2e'), 0.2, 'y'));
  const slate = matte(ashlar(linear('#5d5f63'), 0.25, 0.4));
  const dark = matte(solid(linear('#2a2420')));
  const [w, d] = [rng.between(7, 9), rng.between(6, 8)];
  const shapes: Shape[] = [
    box([x - w / 2, 0, z], [x + w / 2, 2.8, z + d], stone),
    box([x - w / 2 - 0.3, 2.8, z - 0.3], [x + w / 2 + 0.3, 5.4, z + d + 0.3], timber),
    // the balcony along the front, on the upper floor
    box([x - w / 2 - 0.3, 2.8, z - 1.4], [x + w / 2 + 0.3, 3.0, z - 0.3], timber),
    box([x - w / 2 - 0.3, 3.0, z - 1.4], [x + w / 2 + 0.3, 3.9, z - 1.3], timber),
    // a door and windows
    box([x - 0.6, 0, z - 0.02], [x + 0.6, 2.1, z], dark),
    ...[-w / 3, w / 3].map((dx) => box([x + dx - 0.5, 1.0, z - 0.02], [x + dx + 0.5, 1.9, z], dark)),
    ...[-w / 3, 0, w / 3].map((dx) =>
      box([x + dx - 0.55, 3.6, z - 0.32], [x + dx + 0.55, 4.8, z - 0.3], dark),
    ),
  ];
  const slabs = 40;
  for (let k = 0; k < slabs; k++) {
    const inset = ((w / 2 + 0.8) * k) / slabs;
    shapes.push(
      box(
        [x - w / 2 - 0.8 + inset, 5.4 + k * 0.068, z - 1.6],
        [x + w / 2 + 0.8 - inset, 5.468 + k * 0.068, z + d + 0.8],
        slate,
      ),
    );
  }
  return shapes;
}

/** A split-rail fence along x at z, with a gap where the path crosses at `gap`. */
function fence(gap: number, z: number): Shape[] {
  const wood = matte(planks(linear('#6b5a45'), 0.12));
  const shapes: Shape[] = [];
  for (let x = -40; x < 40; x += 2.4) {
    if (Math.abs(x - gap) < 1.6) continue;
    shapes.push(box([x - 0.06, 0, z - 0.06], [x + 0.06, 1.1, z + 0.06], wood));
    for (const y of [0.5, 0.95]) {
      if (Math.abs(x + 1.2 - gap) > 2)
        shapes.push(box([x, y, z - 0.04], [x + 2.4, y + 0.08, z + 0.04], wood));
    }
  }
  return shapes;
}

/** Hill country under the snows (Manali, Shimla): a cottage on a meadow among deodars. */
export function hills(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.5, 0.8), rng.between(0.45, 0.6), rng.between(-0.5, -0.1)]);
  const meadow = matte(grass(linear('#4a6a30'), linear('#7d7d45')));
  const forest = matte(canopy(linear('#1f3320'), linear('#34492a')));
  const cottageX = side * rng.between(5, 8);
  const cottageZ = rng.between(18, 24);
  const trees: Shape[] = [];
  for (let i = 0; i < 22; i++) {
    const x = rng.between(-45, 45);
    const z = rng.between(12, 80);
    if (Math.abs(x - cottageX) < 8 && z < 34) continue;
    if (Math.abs(x) < 4 && z < 30) continue;
    trees.push(...conifer(rng, x, z, rng.between(10, 20)));
  }
  // rocks in the grass
  const rock = matte(ashlar(linear('#8a8780'), 2, 2));
  for (let i = 0; i < 14; i++) {
    const x = rng.between(-30, 30);
    const z = rng.between(5, 40);
    const r = rng.between(0.2, 0.6);
    if (Math.abs(x - cottageX) < 6 && z > 14 && z < 34) continue;
    trees.push(blob([x, 0, z], [r * 1.3, r * 0.5, r], rock));
  }
  return {
    shapes: [
      ground(grass(linear('#4a6a30'), linear('#7d7d45'))),
      // the meadow rolls; behind it forested slopes rise into the hills
      blob([-side * 40, -6, 60], [45, 10, 30], meadow),
      blob([side * 60, -20, 190], [140, 55, 60], forest),
      blob([-side * 90, -30, 260], [170, 85, 70], forest),
      blob([side * 10, -40, 420], [260, 120, 90], forest),
      ...cottage(rng, cottageX, cottageZ),
      // a trodden path up to the door, and a split-rail fence across the meadow
      box(
        [cottageX - 0.6, 0, 1],
        [cottageX + 0.6, 0.02, cottageZ],
        matte(grass(linear('#7a6a4e'), linear('#8e7d5c'))),
      ),
      ...fence(cottageX, rng.between(8, 11)),
      ...trees,
    ],
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.4, 7.4], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.12, 0.32, 1.05],
        horizon: [0.9, 1.0, 1.2],
        glow: [1, 0.9, 0.7],
        clouds: rng.between(0.1, 0.3),
        ranges: [
          { low: 0.14, high: 0.42, frequency: 2.6, colour: [0.2, 0.21, 0.25], fade: 0.25, snow: 0.05 },
        ],
      },
      rng,
    ),
    haze: { colour: [0.8, 0.9, 1.08], distance: 1100 },
    lamps: [],
    camera: { position: [0, 1.6, 0], yaw: side * rng.between(0.05, 0.2), pitch: 0.12, fov: 1.2 },
  };
}
