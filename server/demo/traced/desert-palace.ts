import type { Random } from '../seeded-random.ts';
import { broadleaf, water } from './open-air-kit.ts';
import { ashlar, leaves } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import { type Block, wing } from './palace-kit.ts';
import type { Shape, TracedScene } from './scene.ts';
import { box, matte, unit } from './shapes.ts';
import { linear, solid, tiles } from './textures.ts';

const SANDSTONE = ['#d9a86c', '#cf9a62', '#d8b078', '#c98f6a'];

/**
 * A sandstone palace in Rajasthan seen from its forecourt: wings of arched windows and jharokhas,
 * chhatris against a deep blue sky, neem trees, the paving in the sun.
 */
export function desertPalace(rng: Random): TracedScene {
  const sunDirection = unit([
    (rng.chance(0.5) ? 1 : -1) * rng.between(0.7, 0.9),
    rng.between(0.45, 0.6),
    rng.between(-0.35, -0.15),
  ]);
  const tone = linear(rng.pick(SANDSTONE));
  const stone = matte(ashlar(tone, 0.42, 1.1));
  const trim = matte(ashlar([tone[0] * 1.12, tone[1] * 1.12, tone[2] * 1.12], 0.22, 0.6));
  const dark = matte(solid(linear('#4a3a2e')));
  const z = rng.between(26, 34);
  const x = rng.between(-22, -14);
  const wings: Block[] = [
    { x0: x, x1: x + 36, z, depth: 14, y0: 0, floors: 3 },
    { x0: x + 10, x1: x + 26, z: z - 3, depth: 6, y0: 0, floors: 4 },
    { x0: x - 16, x1: x + 0.5, z: z + 6, depth: 10, y0: 0, floors: 2 },
    { x0: x + 35.5, x1: x + 52, z: z + 6, depth: 10, y0: 0, floors: 2 },
  ];
  const side = rng.chance(0.5) ? 1 : -1;
  // a garden's water channel runs from the camera to the palace's centre, between stone edges
  // and clipped hedges; the paving is laid round it
  const cx = x + 18;
  const paving = matte(tiles(linear('#b59a76'), linear('#8f7657'), 1.2));
  const edge = matte(ashlar(tone, 0.2, 0.8));
  const hedge = matte(leaves(linear('#4a6a30')));
  const shapes: Shape[] = [
    box([-4000, -1, -4000], [cx - 1.8, 0, 4000], paving),
    box([cx + 1.8, -1, -4000], [4000, 0, 4000], paving),
    box([cx - 1.8, -1, -4000], [cx + 1.8, 0, 2], paving),
    box([cx - 1.8, -1, z - 7], [cx + 1.8, 0, 4000], paving),
    box([cx - 1.5, -1, 2], [cx + 1.5, -0.12, z - 7], water(linear('#22393a'), 0.004)),
    box([cx - 1.8, -0.6, 2], [cx - 1.5, 0.14, z - 7], edge),
    box([cx + 1.5, -0.6, 2], [cx + 1.8, 0.14, z - 7], edge),
    box([cx - 1.8, -0.6, 1.7], [cx + 1.8, 0.14, 2], edge),
    box([cx - 3.4, 0, 3], [cx - 2.8, 0.5, z - 8], hedge),
    box([cx + 2.8, 0, 3], [cx + 3.4, 0.5, z - 8], hedge),
    // a step up to the palace
    box([x - 20, 0, z - 6], [x + 56, 0.35, z + 20], matte(ashlar(tone, 0.35, 1.2))),
    ...wings.flatMap((b) => wing(rng, b, stone, trim, dark)),
    ...broadleaf(rng, side * rng.between(7, 10), rng.between(12, 16), rng.between(6, 8)),
    ...broadleaf(rng, -side * rng.between(12, 16), rng.between(16, 20), rng.between(5, 7)),
  ];
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [9.5, 8.6, 7.2], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.1, 0.3, 1.05],
        horizon: [0.85, 0.95, 1.2],
        glow: [1.2, 1, 0.7],
        clouds: rng.between(0, 0.15),
        ranges: [{ low: 0.01, high: 0.05, frequency: 1.8, colour: [0.45, 0.38, 0.3], fade: 0.5 }],
      },
      rng,
    ),
    haze: { colour: [0.95, 0.95, 1.05], distance: 2000 },
    lamps: [],
    camera: {
      position: [x + 18 + rng.between(-0.5, 0.5), 1.8, -5],
      yaw: rng.between(-0.1, 0.1),
      pitch: 0.1,
      fov: 1.15,
    },
  };
}
