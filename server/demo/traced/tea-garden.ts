import type { Random } from '../seeded-random.ts';
import { foliage, ground } from './open-air-kit.ts';
import { canopy, teaRows } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, plaster, solid } from './textures.ts';

/** A planter's bungalow: white walls, a red tin roof in steps, a veranda of posts along the front. */
function bungalow(x: number, y: number, z: number): Shape[] {
  const wall = matte(plaster(linear('#f1ece2')));
  const roof = matte(solid(linear('#9c3b2a')));
  const dark = matte(solid(linear('#2c2622')));
  const shapes: Shape[] = [
    box([x - 7, y - 2, z], [x + 7, y + 3.2, z + 8], wall),
    ...[-5, -2, 2, 5].map((dx) => box([x + dx - 0.6, y + 0.9, z - 0.02], [x + dx + 0.6, y + 2.3, z], dark)),
    ...[-6.8, -3.4, 0, 3.4, 6.6].map((dx) => box([x + dx, y, z - 2.5], [x + dx + 0.2, y + 3, z - 2.3], wall)),
  ];
  for (let k = 0; k < 30; k++) {
    shapes.push(
      box(
        [x - 7.8 + k * 0.117, y + 3 + k * 0.067, z - 2.8 + k * 0.167],
        [x + 7.8 - k * 0.117, y + 3.067 + k * 0.067, z + 8.5 - k * 0.167],
        roof,
      ),
    );
  }
  return shapes;
}

/**
 * A silver oak, the tea estates' shade tree: a tall, slender grey trunk and a narrow, open crown of
 * small clumps up its upper half (foliage with gaps), so the tea below gets dappled shade.
 */
function silverOak(rng: Random, x: number, z: number, height: number, y: number): Shape[] {
  const leaves = foliage(rng.pick(['#4d6b3a', '#56744a', '#46633a']), 0.45);
  const shapes: Shape[] = [
    box([x - 0.12, y, z - 0.12], [x + 0.12, y + height * 0.95, z + 0.12], matte(solid(linear('#6b655c')))),
  ];
  for (let i = 0; i < 12; i++) {
    const t = rng.between(0.45, 1);
    const a = rng.next() * Math.PI * 2;
    const reach = height * 0.12 * (1.2 - t) * rng.next();
    const r = height * rng.between(0.05, 0.09) * (1.3 - t * 0.5);
    shapes.push(
      blob([x + Math.cos(a) * reach, y + height * t, z + Math.sin(a) * reach], [r, r * 1.2, r], leaves),
    );
  }
  return shapes;
}

/**
 * A tea estate in the hills (Munnar, Darjeeling): slopes combed with rows of tea along their
 * contours, slender silver oaks standing in them for shade, a bungalow on a spur, blue ranges beyond.
 */
export function teaGarden(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.4, 0.8), rng.between(0.4, 0.6), rng.between(-0.5, 0)]);
  const tea = [matte(teaRows(linear('#3d6428'))), matte(teaRows(linear('#46702c')))];
  const shapes: Shape[] = [ground(canopy(linear('#2c4424'), linear('#44602c')))];
  // hills of tea: near ones large, then smaller and further towards the ranges
  // [x, z, radii]: the spur the bungalow stands on first, then hills further off; the camera
  // stands on the last, looking down over the valley
  const hills: [number, number, number, number, number][] = [
    [side * 25, 95, 55, 26, 45],
    [-side * 60, 150, 80, 30, 60],
    [side * 80, 230, 100, 34, 70],
    [-side * 20, 320, 130, 30, 80],
    [side * 45, 140, 60, 18, 40],
    [0, -20, 90, 34, 60],
  ];
  shapes.push(...hills.map(([x, z, rx, ry, rz], i) => blob([x, 0, z], [rx, ry, rz], tea[i % 2]!)));
  const bungalowX = side * rng.between(20, 28);
  const bungalowZ = 88;
  shapes.push(...bungalow(bungalowX, 25, bungalowZ));
  // silver oaks scattered over the slopes, their feet on the hill's surface
  for (let i = 0; i < 60; i++) {
    const [hx, hz, rx, ry, rz] = hills[i % 6]!;
    const u = rng.between(-0.7, 0.7);
    const v = rng.between(-0.9, -0.2);
    const px = hx + u * rx;
    const pz = hz + v * rz;
    const py = ry * Math.sqrt(Math.max(0, 1 - u * u - v * v)) - 0.3;
    if (Math.abs(px - bungalowX) < 10 && Math.abs(pz - bungalowZ) < 12) continue;
    shapes.push(...silverOak(rng, px, pz, rng.between(12, 18), py));
  }
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [8.6, 8, 7], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.16, 0.36, 1.05],
        horizon: [0.95, 1.02, 1.15],
        glow: [1, 0.9, 0.7],
        clouds: rng.between(0.25, 0.45),
        ranges: [
          { low: 0.02, high: 0.08, frequency: 2.2, colour: [0.04, 0.08, 0.06], fade: 0.1 },
          { low: 0.05, high: 0.14, frequency: 1.5, colour: [0.08, 0.12, 0.17], fade: 0.25 },
        ],
      },
      rng,
    ),
    haze: { colour: [0.85, 0.93, 1.05], distance: 1000 },
    lamps: [],
    camera: { position: [0, 36, 0], yaw: side * rng.between(0, 0.15), pitch: -0.1, fov: 1.15 },
  };
}
