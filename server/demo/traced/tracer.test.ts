import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { denoise } from './denoise.ts';
import { shell, windowIn } from './room-kit.ts';
import type { Shape, Traced, TracedScene } from './scene.ts';
import { box, matte } from './shapes.ts';
import { solid } from './textures.ts';
import { traceScene } from './tracer.ts';

const grey = solid([0.5, 0.5, 0.5]);

/** A bare grey room 4 x 2.5 x 4 m with a window in the back wall; the camera looks down at the floor. */
function bareRoom({ sun = true, furniture = [] as Shape[], windowOpen = true } = {}): TracedScene {
  const window = windowIn(4, 1.5, 2.5, 1, 2);
  const shapes = shell({ width: 4, height: 2.5, depth: 4, window }, grey, matte(grey), grey, grey);
  if (!windowOpen) shapes.push(box([1, 0.5, 4], [3, 2.2, 4.3], matte(grey)));
  return {
    shapes: [...shapes, ...furniture],
    window,
    sun: { direction: [0, 0.6, 0.8], irradiance: sun ? [8, 8, 8] : [0, 0, 0], spread: 0.01 },
    outside: (_dx, _dy, _dz, out) => out.fill(1),
    lamps: [],
    // straight down from 2.4 m over the middle of the floor, seeing it from z = 0.9 to 3.1
    camera: { position: [2, 2.4, 2], yaw: 0, pitch: -Math.PI / 2 + 1e-6, fov: 1.5 },
  };
}

const at = (t: Traced, x: number, y: number) => {
  const p = (y * t.width + x) * 3;
  return (t.colour[p]! + t.colour[p + 1]! + t.colour[p + 2]!) / 3;
};
const mean = (t: Traced) => t.colour.reduce((a, b) => a + b, 0) / t.colour.length;

describe('the room tracer', () => {
  it('lights a room through its window only: a closed window leaves it black', () => {
    const open = traceScene(bareRoom(), 24, 24, 4, seededRandom('t'));
    const closed = traceScene(bareRoom({ windowOpen: false }), 24, 24, 4, seededRandom('t'));
    expect(mean(open)).toBeGreaterThan(0.01);
    expect(mean(closed)).toBe(0);
  });

  it('puts the sun on the floor where it falls through the window, and on a table standing there', () => {
    // The sun comes down at 37 degrees through a window 1-2 m up: it lands 1.33-2.67 m in front of
    // the wall, at z 1.33-2.67. Image rows run from z = 4.2 (top) to -0.2; row 16 is z = 2.45.
    const sunny = traceScene(bareRoom(), 40, 40, 16, seededRandom('s'));
    const dull = traceScene(bareRoom({ sun: false }), 40, 40, 16, seededRandom('s'));
    const patch = at(sunny, 20, 16);
    expect(patch).toBeGreaterThan(at(dull, 20, 16) * 3);
    expect(patch).toBeGreaterThan(at(sunny, 20, 30) * 3); // z = 0.9, out of the sun
    expect(patch).toBeGreaterThan(at(sunny, 4, 16) * 3); // x = 0.2, beside the window's beam
    const table = box([1.3, 0.4, 2.0], [2.7, 0.45, 3.4], matte(grey));
    const withTable = traceScene(bareRoom({ furniture: [table] }), 40, 40, 16, seededRandom('s'));
    // Seen from above: the table top, nearer than the floor, and in the sun too.
    expect(withTable.depth[16 * 40 + 20]).toBeLessThan(sunny.depth[16 * 40 + 20]! * 0.9);
    expect(at(withTable, 20, 16)).toBeGreaterThan(at(dull, 20, 16) * 3);
  });

  it('brings the sky through the window as much as paths that leave by it bring', () => {
    // The window's light found by sampling its opening must equal the light of paths that happen
    // to leave through it: with window null every path meets the sky by itself.
    const room = bareRoom({ sun: false });
    const sampled = mean(traceScene(room, 32, 32, 32, seededRandom('w')));
    const found = mean(traceScene({ ...room, window: null }, 32, 32, 32, seededRandom('w')));
    expect(sampled).toBeGreaterThan(0.005);
    expect(Math.abs(sampled - found) / found).toBeLessThan(0.1);
  });

  it('in the open, gives a surface under an even sky of 1 its albedo (nothing lost, nothing added)', () => {
    const floor = box([-50, -1, -50], [50, 0, 50], matte(grey));
    const open: TracedScene = {
      ...bareRoom({ sun: false }),
      shapes: [floor],
      window: null,
      outside: (_dx, _dy, _dz, out) => out.fill(1),
    };
    expect(mean(traceScene(open, 8, 8, 4, seededRandom('f')))).toBeCloseTo(0.5, 6);
  });

  it('gives the same picture for the same seed', () => {
    const a = traceScene(bareRoom(), 16, 16, 2, seededRandom('x'));
    const b = traceScene(bareRoom(), 16, 16, 2, seededRandom('x'));
    expect(Buffer.from(a.colour.buffer).equals(Buffer.from(b.colour.buffer))).toBe(true);
  });
});

describe('the denoiser', () => {
  it('smooths the noise of light on one surface and keeps the edge between two colours', () => {
    const width = 32;
    const height = 32;
    const rng = seededRandom('n');
    const n = width * height;
    const t: Traced = {
      width,
      height,
      colour: new Float32Array(n * 3),
      albedo: new Float32Array(n * 3),
      normal: new Float32Array(n * 3),
      depth: new Float32Array(n).fill(2),
    };
    for (let p = 0; p < n; p++) {
      const dark = p % width < width / 2;
      for (let c = 0; c < 3; c++) {
        t.albedo[p * 3 + c] = dark ? 0.1 : 0.8;
        t.colour[p * 3 + c] = t.albedo[p * 3 + c]! * (0.5 + rng.next()); // light of 1 on average
      }
      t.normal[p * 3 + 1] = 1;
    }
    const clean = denoise(t);
    const spread = (values: Float32Array, from: number) => {
      const row = Array.from({ length: 8 }, (_, i) => values[(16 * width + from + i) * 3]!);
      return Math.max(...row) - Math.min(...row);
    };
    expect(spread(clean, 20)).toBeLessThan(spread(t.colour, 20) / 3);
    // Left of the edge stays dark, right of it light.
    expect(clean[(16 * width + 14) * 3]!).toBeLessThan(0.2);
    expect(clean[(16 * width + 17) * 3]!).toBeGreaterThan(0.5);
  });
});
