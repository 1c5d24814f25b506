import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { flatten, intersect } from './geometry.ts';
import { water } from './open-air-kit.ts';
import { leafGaps } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, matte } from './shapes.ts';
import { solid } from './textures.ts';
import { traceScene } from './tracer.ts';

/** A camera 1 m up looking along +z, in the open under a white sky, with no sun. */
function openAir(shapes: Shape[], haze?: TracedScene['haze']): TracedScene {
  return {
    shapes,
    window: null,
    sun: { direction: [0, 1, 0], irradiance: [0, 0, 0], spread: 0.01 },
    outside: (_dx, _dy, _dz, out) => out.fill(1),
    lamps: [],
    haze,
    camera: { position: [0, 1, 0], yaw: 0, pitch: 0, fov: 0.2 },
  };
}

const centre = (colour: Float32Array, width: number, height: number) => {
  const p = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 3;
  return [colour[p]!, colour[p + 1]!, colour[p + 2]!];
};

describe('scenes in the open', () => {
  it('lets haze take a far wall towards its colour: exp(-d / distance) of its own light is left', () => {
    // A black wall 100 m ahead; haze of distance 100 leaves e^-1 of its light (none) and adds the rest.
    const wall = box([-50, -50, 100], [50, 50, 101], matte(solid([0, 0, 0])));
    const hazy = traceScene(
      openAir([wall], { colour: [0.2, 0.4, 0.8], distance: 100 }),
      8,
      8,
      2,
      seededRandom('h'),
    );
    const clear = traceScene(openAir([wall]), 8, 8, 2, seededRandom('h'));
    const k = 1 - Math.exp(-1);
    expect(centre(hazy.colour, 8, 8).map((c) => c.toFixed(3))).toEqual(
      [0.2 * k, 0.4 * k, 0.8 * k].map((c) => c.toFixed(3)),
    );
    expect(centre(clear.colour, 8, 8)).toEqual([0, 0, 0]);
  });

  it("guides the denoiser over water by what the water mirrors: its distance, not the water's", () => {
    // Water below the camera, a wall standing in it 20 m ahead: a pixel just below the horizon sees
    // the water about 14 m off, and in it the wall's reflection, about 20 m off along the ray.
    const scene = openAir([
      box([-500, -5, -500], [500, 0, 500], water([0.02, 0.04, 0.04])),
      box([-50, 0, 20], [50, 30, 21], matte(solid([0.5, 0.5, 0.5]))),
    ]);
    scene.camera.pitch = -0.07;
    const traced = traceScene(scene, 9, 9, 1, seededRandom('w'));
    const row = 8; // the bottom row, on the water
    const depth = traced.depth[row * 9 + 4]!;
    const waterHit = 1 / Math.tan(0.07 + 0.1 * (8 / 9)); // roughly where this row meets the water
    expect(depth).toBeGreaterThan(waterHit * 1.5);
    expect(depth).toBeLessThan(25);
    expect(traced.normal[(row * 9 + 4) * 3 + 2]).toBeCloseTo(-1); // the wall's face, towards the camera
  });

  it('paints far ranges below their crest and the sky above it, snow on the peaks', () => {
    const sky = openSky(
      {
        sun: [0, 0.6, 0.8],
        zenith: [0.2, 0.4, 1],
        horizon: [1, 1, 1],
        glow: [0, 0, 0],
        clouds: 0,
        ranges: [{ low: 0.1, high: 0.1, frequency: 1, colour: [0.1, 0.2, 0.1], fade: 0, snow: 0.01 }],
      },
      seededRandom('r'),
    );
    const out = new Float64Array(3);
    const look = (dy: number) => {
      const l = Math.hypot(dy, 1);
      sky(0, dy / l, 1 / l, out);
      return [...out];
    };
    const [r, g] = look(0.05);
    expect(g).toBeGreaterThan(r!); // the range's green, paled by mist
    expect(g).toBeLessThan(0.8);
    const snow = look(0.098);
    expect(snow[2]).toBeGreaterThan(0.8); // just under the crest: snow
    const above = look(0.3);
    expect(above[2]).toBeGreaterThan(above[0]!); // the sky, bluer overhead
  });

  it('lets a ray through foliage where its leaves have gaps: on to its far side, or past it', () => {
    const hit = new Float64Array(9);
    const ahead = (shapes: Shape[], from = 0) =>
      intersect(flatten(shapes), 0, 1, from, 0, 0, 1, hit) < 0 ? Number.POSITIVE_INFINITY : hit[0];
    const wall = box([-50, -50, 20], [50, 50, 21], matte(solid([0.5, 0.5, 0.5])));
    const leaf = (holes: (x: number, y: number, z: number) => boolean) => ({
      albedo: solid([0.1, 0.3, 0.1]),
      holes,
    });
    // A crown of radius 1 centred 5 m ahead: its near side at 4 m, its far side at 6 m.
    const crown = (holes: (x: number, y: number, z: number) => boolean) =>
      blob([0, 1, 5], [1, 1, 1], leaf(holes));
    expect(ahead([crown(() => false), wall])).toBeCloseTo(4);
    expect(ahead([crown((_x, _y, z) => z < 5), wall])).toBeCloseTo(6);
    expect(ahead([crown(() => true), wall])).toBeCloseTo(20);
    expect(ahead([crown(() => true)])).toBe(Number.POSITIVE_INFINITY);
    // From inside the crown (its centre), the far side is what is met, unless it is a gap.
    expect(ahead([crown(() => false), wall], 5)).toBeCloseTo(1);
    expect(ahead([crown((_x, _y, z) => z > 5), wall], 5)).toBeCloseTo(15);
    // A box of leaves is passed the same way.
    expect(
      ahead([
        box(
          [-1, 0, 3],
          [1, 2, 4],
          leaf(() => true),
        ),
        wall,
      ]),
    ).toBeCloseTo(20);
  });

  it('opens about half of a crown at threshold 0.5 and a quarter at 0.4', () => {
    const openShare = (threshold: number) => {
      const gaps = leafGaps(threshold);
      let open = 0;
      const n = 20000;
      for (let i = 0; i < n; i++) if (gaps(i * 0.173, (i % 97) * 0.31, (i % 13) * 0.7)) open++;
      return open / n;
    };
    expect(openShare(0.5)).toBeGreaterThan(0.4);
    expect(openShare(0.5)).toBeLessThan(0.6);
    expect(openShare(0.4)).toBeGreaterThan(0.15);
    expect(openShare(0.4)).toBeLessThan(0.3);
  });
});
