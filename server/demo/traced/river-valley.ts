import type { Random } from '../seeded-random.ts';
import { broadleaf, water } from './open-air-kit.ts';
import { ashlar, canopy, leaves, shingle } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Material, Rgb, Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, solid } from './textures.ts';

/** A suspension footbridge across the river (Rishikesh's jhulas): two towers, a deck, its cables. */
function footbridge(z: number, span: number): Shape[] {
  const steel = matte(solid(linear('#c9c4b8')));
  const tower = matte(solid(linear('#d8cdb5')));
  const cable = matte(solid(linear('#5a5650')));
  const half = span / 2;
  const shapes: Shape[] = [
    box([-half, 7.6, z], [half, 7.9, z + 2.2], steel),
    box([-half - 2, 0, z - 0.4], [-half, 16, z + 2.6], tower),
    box([half, 0, z - 0.4], [half + 2, 16, z + 2.6], tower),
  ];
  // the main cables as short straight runs along their sag, and the hangers down to the deck
  const runs = 64;
  for (let k = 0; k < runs; k++) {
    const x0 = -half + (span * k) / runs;
    const x1 = -half + (span * (k + 1)) / runs;
    const sag = (x: number) => 8.6 + 7.2 * (x / half) ** 2;
    for (const dz of [0, 2.1]) {
      shapes.push(
        box(
          [x0, Math.min(sag(x0), sag(x1)), z + dz],
          [x1, Math.max(sag(x0), sag(x1)) + 0.08, z + dz + 0.08],
          cable,
        ),
      );
      shapes.push(box([x0, 7.9, z + dz + 0.02], [x0 + 0.04, sag(x0), z + dz + 0.06], cable, false));
    }
  }
  return shapes;
}

/**
 * A hill under forest: the hill itself and the crowns of its trees over the side that faces the
 * river (`facing`, along x) and its top, so its skyline and its slopes are ragged with trees.
 */
function woodedHill(rng: Random, centre: Rgb, radii: Rgb, facing: number, ground: Material): Shape[] {
  const [cx, cy, cz] = centre;
  const [rx, ry, rz] = radii;
  const greens = ['#2d4526', '#36502b', '#3f5a2e', '#2a3f22'].map((hex) => matte(leaves(linear(hex))));
  const shapes: Shape[] = [blob(centre, radii, ground)];
  const crowns = Math.round((rx * ry) / 9);
  for (let i = 0; i < crowns; i++) {
    // a point on the hill's surface, on the side towards the river or the top
    const up = rng.between(0.15, 1);
    const round = rng.between(-1, 1) * Math.sqrt(1 - up * up);
    const out = Math.sqrt(Math.max(0, 1 - up * up - round * round));
    const y = cy + ry * up;
    if (y < 1) continue;
    const r = rng.between(2.4, 4.2);
    shapes.push(
      blob(
        [cx + facing * rx * out, y, cz + rz * round],
        [r, r * rng.between(0.7, 1), r],
        greens[i % greens.length]!,
      ),
    );
  }
  return shapes;
}

/**
 * A river in the foothills (Rishikesh): a wide green river between pale beaches of stones and
 * sand, wooded hills rising steep on both banks, a footbridge across, the Himalaya's ridges beyond.
 */
export function riverValley(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.4, 0.7), rng.between(0.45, 0.65), rng.between(-0.4, 0)]);
  const wooded = [
    matte(canopy(linear('#2a4224'), linear('#425a2c'))),
    matte(canopy(linear('#30482a'), linear('#4a6030'))),
  ];
  const width = rng.between(60, 80);
  // both banks beaches of sand and river stones
  const beach = matte(shingle(linear('#857d70'), linear('#5b5852')));
  const shapes: Shape[] = [
    box([-4000, -1, -4000], [-width / 2, 0, 4000], beach),
    box([width / 2, -1, -4000], [4000, 0, 4000], beach),
    box([-width / 2, -3, -4000], [width / 2, -0.15, 4000], water(linear('#1f4a44'), 0.03)),
  ];
  // the hills along both banks, one behind another up the valley, each under a forest of crowns
  for (let i = 0; i < 8; i++) {
    const z = 40 + i * 55;
    for (const s of [-1, 1]) {
      const rx = rng.between(45, 70);
      const x = s * (width / 2 + 25 + rx * 0.85 + i * 6);
      shapes.push(
        ...woodedHill(
          rng,
          [x, -10, z],
          [rx, rng.between(40, 75), rng.between(40, 60)],
          -s,
          wooded[(i + s + 2) % 2]!,
        ),
      );
    }
  }
  const stones = ['#6f6a62', '#7d776c', '#5f5c57', '#8a8174'].map((hex) =>
    matte(ashlar(linear(hex), 1.2, 1.2)),
  );
  for (let i = 0; i < 600; i++) {
    const s = i % 4 ? side : -side;
    const x = s * (width / 2 + rng.between(0.3, 14));
    const z = rng.between(2, 70);
    const r = rng.between(0.05, 0.4) ** 1.4 * 1.6;
    shapes.push(blob([x, 0, z], [r * 1.3, r * 0.55, r], stones[i % stones.length]!));
  }
  for (let i = 0; i < 8; i++) {
    const s = i % 2 ? 1 : -1;
    shapes.push(
      ...broadleaf(rng, s * (width / 2 + rng.between(14, 24)), rng.between(10, 50), rng.between(7, 11)),
    );
  }
  shapes.push(...footbridge(rng.between(120, 170), width + 6));
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.4, 7.2], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.14, 0.34, 1.05],
        horizon: [0.9, 1.0, 1.15],
        glow: [1, 0.9, 0.7],
        clouds: rng.between(0.15, 0.35),
        ranges: [
          { low: 0.05, high: 0.12, frequency: 2.4, colour: [0.07, 0.11, 0.09], fade: 0.2 },
          { low: 0.09, high: 0.2, frequency: 1.8, colour: [0.12, 0.15, 0.2], fade: 0.35, snow: 0.03 },
        ],
      },
      rng,
    ),
    haze: { colour: [0.8, 0.9, 1.0], distance: 1200 },
    lamps: [],
    camera: {
      position: [side * (width / 2 + 0.6), 1.6, 0],
      yaw: -side * rng.between(0.3, 0.4),
      pitch: 0.04,
      fov: 1.2,
    },
  };
}
