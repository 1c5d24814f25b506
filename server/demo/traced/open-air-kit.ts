/* What scenes in the open are built of: the ground, water, trees, loungers. */
import type { Random } from '../seeded-random.ts';
import { leafGaps, leaves } from './open-air-textures.ts';
import type { Albedo, Material, Rgb, Shape } from './scene.ts';
import { blob, box, matte } from './shapes.ts';
import { fabric, linear, solid } from './textures.ts';

const FAR = 4000;

/** The ground as far as the eye goes, its top at y = 0 (the haze hides where it ends). */
export const ground = (albedo: Albedo): Shape => box([-FAR, -1, -FAR], [FAR, 0, FAR], matte(albedo));

/** Foliage: leaves of colour `hex` with gaps where their noise is below `threshold` (leafGaps). */
export const foliage = (hex: string, threshold: number, size?: number): Material => ({
  albedo: leaves(linear(hex)),
  holes: leafGaps(threshold, size),
});

/** Still water: dark, it shows mostly what it reflects, and more of it at a glancing angle. */
export const water = (colour: Rgb, ripple = 0.03): Material => ({
  albedo: solid(colour),
  gloss: 0.02,
  roughness: ripple,
});

/**
 * A palm: a leaning trunk of overlapping rounded pieces (the rings a palm's trunk has), and fronds
 * that arch out and droop, each a strip of overlapping discs of leaf.
 */
export function palm(rng: Random, x: number, z: number, height: number, y = 0): Shape[] {
  const trunk = matte(fabric(linear('#7a6650')));
  const leaf = matte(fabric(linear('#3d6a2f')));
  const lean = rng.between(-0.25, 0.25);
  const shapes: Shape[] = [];
  const steps = 16;
  for (let i = 0; i < steps; i++) {
    const t = (i + 0.5) / steps;
    const r = 0.15 - 0.04 * t;
    shapes.push(blob([x + lean * height * t * t, y + height * t, z], [r, (height / steps) * 0.75, r], trunk));
  }
  const topX = x + lean * height;
  for (let f = 0; f < 9; f++) {
    const a = (f / 9) * Math.PI * 2 + rng.next() * 0.4;
    const reach = rng.between(1.8, 2.5);
    for (let k = 1; k <= 20; k++) {
      const t = k / 20;
      const droop = y + height + 0.3 * Math.sin(Math.PI * t) - 0.9 * t * t;
      const r = 0.3 * (1 - t * 0.7);
      shapes.push(
        blob([topX + Math.cos(a) * reach * t, droop, z + Math.sin(a) * reach * t], [r, 0.025, r], leaf),
      );
    }
  }
  return shapes;
}

/**
 * A deodar or pine: a straight trunk and tiers of drooping boughs, narrower towards the top. Each
 * tier is a few plates of needles with gaps (leafGaps), so its edge is ragged and the sky shows
 * through, over a denser, darker core round the trunk.
 */
export function conifer(rng: Random, x: number, z: number, height: number, y = 0): Shape[] {
  const hex = rng.pick(['#2a4a2e', '#315434', '#284532']);
  const needles = foliage(hex, 0.45, 0.06);
  const core = foliage('#1c3020', 0.3, 0.06);
  const shapes: Shape[] = [
    box([x - 0.14, y, z - 0.14], [x + 0.14, y + height * 0.92, z + 0.14], matte(fabric(linear('#4a3a2c')))),
  ];
  const tiers = 14;
  for (let k = 0; k < tiers; k++) {
    const t = k / tiers;
    const r = (1 - t) * height * 0.2 + 0.3;
    const tierY = y + height * (0.2 + 0.76 * t);
    shapes.push(blob([x, tierY, z], [r * 0.55, height * 0.045, r * 0.55], core));
    for (let p = 0; p < 5; p++) {
      const a = rng.next() * Math.PI * 2;
      const off = r * rng.between(0.15, 0.35);
      shapes.push(
        blob(
          [x + Math.cos(a) * off, tierY + rng.between(-0.15, 0.15), z + Math.sin(a) * off],
          [r * rng.between(0.65, 0.85), height * 0.035, r * rng.between(0.65, 0.85)],
          needles,
        ),
      );
    }
  }
  return shapes;
}

/**
 * A broad-leaved tree: a trunk and a crown of forty overlapping clumps of leaves with gaps
 * (leafGaps), round a darker core, so its edge is ragged and light comes through in flecks.
 */
export function broadleaf(rng: Random, x: number, z: number, height: number, y = 0): Shape[] {
  const leavesOf = [
    foliage(rng.pick(['#3b5e2b', '#45692f', '#37552a']), 0.42),
    foliage(rng.pick(['#4d7434', '#557a38']), 0.42),
  ];
  const crown = height * 0.32;
  const shapes: Shape[] = [
    box([x - 0.18, y, z - 0.18], [x + 0.18, y + height * 0.7, z + 0.18], matte(fabric(linear('#5a4836')))),
    blob(
      [x, y + height - crown, z],
      [crown * 0.7, crown * 0.6, crown * 0.7],
      matte(leaves(linear('#263d1c'))),
    ),
  ];
  for (let i = 0; i < 40; i++) {
    const a = rng.next() * Math.PI * 2;
    const reach = crown * Math.sqrt(rng.next()) * 0.95;
    const r = crown * rng.between(0.25, 0.42);
    shapes.push(
      blob(
        [
          x + Math.cos(a) * reach,
          y + height - crown + rng.between(-0.3, 0.5) * crown,
          z + Math.sin(a) * reach,
        ],
        [r, r * 0.8, r],
        leavesOf[i % 2]!,
      ),
    );
  }
  return shapes;
}

/** A sun lounger, its back towards +z: a frame, a cushion and a raised back. */
export function lounger(x: number, z: number, cushion: Material): Shape[] {
  const frame = matte(solid(linear('#6b4a33')));
  return [
    box([x - 0.35, 0.1, z], [x + 0.35, 0.3, z + 1.5], frame),
    box([x - 0.33, 0.3, z + 0.02], [x + 0.33, 0.38, z + 1.48], cushion),
    box([x - 0.33, 0.38, z + 1.2], [x + 0.33, 0.6, z + 1.48], cushion),
    box([x - 0.33, 0.6, z + 1.32], [x + 0.33, 0.8, z + 1.48], cushion),
  ];
}
