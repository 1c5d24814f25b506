import type { Random } from '../seeded-random.ts';
import { water } from './open-air-kit.ts';
import { ashlar, grass } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import { type Block, wing } from './palace-kit.ts';
import type { Shape, TracedScene } from './scene.ts';
import { box, matte, unit } from './shapes.ts';
import { linear, plaster, solid } from './textures.ts';

const WALLS = ['#efe9df', '#f2ead9', '#ece3d3'];

/**
 * A white palace standing in a lake (Udaipur), seen from a ghat's steps across still water, with the
 * Aravalli hills behind it and their reflections.
 */
export function lakePalace(rng: Random): TracedScene {
  const sunDirection = unit([rng.between(-0.8, 0.8), rng.between(0.3, 0.45), rng.between(-0.9, -0.5)]);
  const stone = matte(plaster(linear(rng.pick(WALLS))));
  const trim = matte(plaster(linear('#f7f3ea')));
  const dark = matte(solid(linear('#3a3430')));
  const distance = rng.between(48, 60);
  const x = rng.between(-30, -12);
  const wings: Block[] = [
    { x0: x, x1: x + 42, z: distance, depth: 16, y0: 0, floors: 3 },
    { x0: x + 6, x1: x + 22, z: distance - 4, depth: 8, y0: 0, floors: 4 },
    { x0: x + 28, x1: x + 38, z: distance - 2, depth: 6, y0: 0, floors: 2 },
  ];
  const steps = matte(ashlar(linear('#cdbfa6'), 0.3, 0.8));
  const shapes: Shape[] = [
    box([-4000, -3, 6], [4000, -0.6, 4000], water(linear('#1c3a3a'), 0.006)),
    // the ghat's last steps, at the bottom of the picture
    box([-30, -3, -10], [30, -0.3, 4], steps),
    box([-30, -3, 4], [30, -0.45, 5], steps),
    box([-30, -3, 5], [30, -0.55, 6], steps),
    // the palace's plinth in the water, and its wings
    box([x - 1, -1.5, distance - 5], [x + 43, 0, distance + 17], matte(ashlar(linear('#d8cdb9'), 0.5, 1.2))),
    ...wings.flatMap((b) => wing(rng, b, stone, trim, dark)),
    // a far shore, green, low
    box([-4000, -3, 420], [4000, 1.5, 4000], matte(grass(linear('#4e6a3a'), linear('#8a8a5a')))),
  ];
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [8.6, 7.4, 5.8], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.16, 0.38, 1.1],
        horizon: [0.95, 1.05, 1.25],
        glow: [1.4, 1, 0.6],
        clouds: rng.between(0.2, 0.35),
        ranges: [
          { low: 0.015, high: 0.06, frequency: 2.2, colour: [0.12, 0.17, 0.1], fade: 0.2 },
          { low: 0.04, high: 0.11, frequency: 1.4, colour: [0.22, 0.28, 0.26], fade: 0.45 },
        ],
      },
      rng,
    ),
    haze: { colour: [0.9, 0.98, 1.12], distance: 1800 },
    lamps: [],
    camera: { position: [0, 1.2, 0], yaw: rng.between(-0.08, 0.08), pitch: 0.04, fov: 0.9 },
  };
}
