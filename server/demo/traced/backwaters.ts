import type { Random } from '../seeded-random.ts';
import { palm, water } from './open-air-kit.ts';
import { canopy, grass, thatch } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, planks, solid } from './textures.ts';

/**
 * A kettuvallam, a Kerala houseboat, along the z axis: a dark wooden hull, a cabin with windows
 * under a rounded roof of woven palm leaf, a bright prow.
 */
function houseboat(x: number, z: number, length: number): Shape[] {
  const hull = { albedo: planks(linear('#4a3222'), 0.16), gloss: 0.05, roughness: 0.1 };
  const roof = matte(thatch(linear('#b08a55')));
  const cabin = matte(planks(linear('#8a6440'), 0.12, 'y'));
  const glass = matte(solid(linear('#2a2622')));
  const half = length / 2;
  const shapes: Shape[] = [
    box([x - 1.6, -0.9, z - half], [x + 1.6, 0.5, z + half], hull),
    // the prows: narrower and higher towards each end
    ...[1, 2, 3, 4].flatMap((k) => [
      box(
        [x - 1.6 + k * 0.34, -0.6 + k * 0.2, z - half - k * 0.7],
        [x + 1.6 - k * 0.34, 0.5 + k * 0.18, z - half - (k - 1) * 0.7],
        hull,
      ),
      box(
        [x - 1.6 + k * 0.34, -0.6 + k * 0.2, z + half + (k - 1) * 0.7],
        [x + 1.6 - k * 0.34, 0.5 + k * 0.18, z + half + k * 0.7],
        hull,
      ),
    ]),
    box([x - 1.4, 0.5, z - half + 1.5], [x + 1.4, 2.1, z + half - 1.5], cabin),
    blob([x, 2.0, z], [1.8, 1.3, half - 0.8], roof),
  ];
  for (let k = -half + 2.5; k < half - 2.5; k += 2.2) {
    shapes.push(box([x - 1.45, 0.9, z + k], [x + 1.45, 1.7, z + k + 1.2], glass));
  }
  return shapes;
}

/** The Kerala backwaters: still green water, a houseboat moored, coconut palms along the banks. */
export function backwaters(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.5, 0.8), rng.between(0.4, 0.6), rng.between(-0.4, 0)]);
  const bank = matte(grass(linear('#3b5627'), linear('#5f6b38')));
  const farBank = rng.between(38, 48);
  const bush = [
    matte(canopy(linear('#263d1c'), linear('#3d5424'))),
    matte(canopy(linear('#2e4420'), linear('#46592a'))),
  ];
  const palms: Shape[] = [];
  // the far bank: a hedge of bushes and screw pines at the water's edge, palms close behind
  for (let x = -60; x < 60; x += rng.between(1.5, 3)) {
    const r = rng.between(1.2, 2.4);
    palms.push(blob([x, 0.4, farBank + rng.between(0, 2)], [r * 1.4, r, r], bush[palms.length % 2]!));
  }
  for (let x = -50; x < 50; x += rng.between(2.5, 5)) {
    palms.push(...palm(rng, x, farBank + rng.between(2, 10), rng.between(8, 14), 0.4));
  }
  for (let z = 6; z < 50; z += rng.between(3, 5)) {
    const r = rng.between(1, 1.8);
    palms.push(blob([-side * 10.5, 0.4, z], [r, r * 0.8, r * 1.5], bush[palms.length % 2]!));
    palms.push(...palm(rng, -side * rng.between(11, 14), z + 1, rng.between(7, 11), 0.4));
  }
  return {
    shapes: [
      box([-4000, -3, -4000], [4000, -0.2, 4000], water(linear('#1e3a2a'), 0.01)),
      box([-4000, -3, farBank], [4000, 0.4, 4000], bank),
      side > 0
        ? box([-4000, -3, -4000], [-10, 0.4, 4000], bank)
        : box([10, -3, -4000], [4000, 0.4, 4000], bank),
      ...houseboat(side * rng.between(3, 6), rng.between(22, 28), rng.between(18, 22)),
      ...palms,
    ],
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.2, 6.8], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.2, 0.42, 1.1],
        horizon: [1.0, 1.1, 1.25],
        glow: [1.3, 1, 0.6],
        clouds: rng.between(0.2, 0.4),
        ranges: [],
      },
      rng,
    ),
    haze: { colour: [0.95, 1.02, 1.1], distance: 900 },
    lamps: [],
    camera: { position: [0, 1.5, 0], yaw: side * rng.between(0.05, 0.2), pitch: 0.02, fov: 1.2 },
  };
}
