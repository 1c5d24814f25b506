import type { Random } from '../seeded-random.ts';
import { foliage, ground } from './open-air-kit.ts';
import { ashlar, bark, canopy, leafLitter } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Albedo, Material, Rgb, Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { linear, planks, plaster, solid } from './textures.ts';

/** A clump of a crown: an open outer layer of leaves over a denser, darker one inside it. */
function clump(centre: Rgb, radii: Rgb, outer: Material, inner: Material): Shape[] {
  const [x, y, z] = centre;
  const [rx, ry, rz] = radii;
  return [blob(centre, radii, outer), blob([x, y - ry * 0.1, z], [rx * 0.7, ry * 0.7, rz * 0.7], inner)];
}

/**
 * A tall tree of the Western Ghats (silver oak, rosewood): a leaning, tapering trunk of rounded
 * pieces and a high crown of open clumps of leaves.
 */
function shadeTree(rng: Random, x: number, z: number, height: number): Shape[] {
  const trunk = matte(bark(linear(rng.pick(['#2e2720', '#352c23', '#2b2621'])), linear('#5e5c4e')));
  const [outer, inner] = rng.pick([
    [foliage('#4d6a36', 0.4), foliage('#2f4424', 0.15)],
    [foliage('#5a7440', 0.4), foliage('#354b26', 0.15)],
    [foliage('#445e31', 0.38), foliage('#2b3e21', 0.12)],
  ] as const);
  const girth = rng.between(0.22, 0.4);
  const leanX = rng.between(-0.06, 0.06);
  const leanZ = rng.between(-0.04, 0.04);
  const shapes: Shape[] = [];
  const steps = 20;
  const top = height * 0.78;
  for (let i = 0; i < steps; i++) {
    const t = (i + 0.5) / steps;
    const r = girth * (1 - 0.45 * t);
    const y = top * t;
    shapes.push(blob([x + leanX * y, y, z + leanZ * y], [r, (top / steps) * 1.5, r], trunk));
  }
  const topX = x + leanX * top;
  const topZ = z + leanZ * top;
  // the crown: clumps filling a rounded volume above the trunk, bumpy all over
  const spread = height * rng.between(0.2, 0.28);
  const depth = height * rng.between(0.16, 0.22);
  const clumps = rng.int(18, 26);
  for (let i = 0; i < clumps; i++) {
    const a = rng.next() * Math.PI * 2;
    const reach = Math.sqrt(rng.next());
    const up = rng.between(-0.6, 1);
    const r = spread * rng.between(0.22, 0.36);
    shapes.push(
      ...clump(
        [
          topX + Math.cos(a) * reach * spread,
          top + up * depth * Math.sqrt(1 - reach * reach * 0.6),
          topZ + Math.sin(a) * reach * spread,
        ],
        [r, r * rng.between(0.7, 0.9), r],
        outer,
        inner,
      ),
    );
  }
  return shapes;
}

/** A coffee bush under the shade trees: a few uneven clumps of dark, glossy leaves. */
function coffeeBush(rng: Random, x: number, z: number): Shape[] {
  const outer = foliage('#31521f', 0.42, 0.07);
  const inner = foliage('#2a4420', 0.28, 0.07);
  const shapes: Shape[] = [];
  for (let i = 0; i < 4; i++) {
    const r = rng.between(0.4, 0.65);
    shapes.push(
      ...clump(
        [x + rng.between(-0.5, 0.5), rng.between(0.5, 1.2), z + rng.between(-0.4, 0.4)],
        [r, r * rng.between(0.8, 1.3), r],
        outer,
        inner,
      ),
    );
  }
  return shapes;
}

/**
 * A Coorg homestay: white walls on a laterite plinth, a deep veranda on timber posts, a roof of
 * Mangalore tiles built as thin slabs stepping in towards the ridge.
 */
function homestay(x: number, z: number): Shape[] {
  const wall = matte(plaster(linear('#e6e0d2')));
  const plinth = matte(ashlar(linear('#8a4b32'), 0.3, 0.5));
  const timber = matte(planks(linear('#5e3d27'), 0.16, 'y'));
  const tiles = matte(ashlar(linear('#a04a2c'), 0.12, 0.22));
  const dark = matte(solid(linear('#231d19')));
  const shapes: Shape[] = [
    box([x - 5, 0, z - 2.4], [x + 5, 0.6, z + 6], plinth),
    box([x - 4.6, 0.6, z], [x + 4.6, 3.4, z + 6], wall),
    ...[-4.5, -1.6, 1.4, 4.3].map((dx) => box([x + dx, 0.6, z - 2.2], [x + dx + 0.2, 3.3, z - 2], timber)),
    box([x - 0.65, 0.6, z - 0.02], [x + 0.65, 2.7, z], timber),
    box([x - 3.4, 1.4, z - 0.02], [x - 1.9, 2.6, z], dark),
    box([x + 1.9, 1.4, z - 0.02], [x + 3.4, 2.6, z], dark),
  ];
  const slabs = 30;
  for (let k = 0; k < slabs; k++) {
    const inset = (5.8 * k) / slabs;
    shapes.push(
      box(
        [x - 5.8 + inset, 3.3 + k * 0.09, z - 3 + inset * 0.5],
        [x + 5.8 - inset, 3.39 + k * 0.09, z + 7 - inset * 0.5],
        tiles,
      ),
    );
  }
  return shapes;
}

/** The forest floor, with a path of red laterite earth winding from the camera to the house. */
function floor(pathTo: number, houseZ: number): Albedo {
  const earth = leafLitter(linear('#8a4a2e'), linear('#6e4a2c'));
  const litter = leafLitter(linear('#4a3a26'), linear('#5d5a2c'));
  return (x, y, z, axis, out) => {
    const along = Math.min(1, Math.max(0, z / houseZ));
    const centre = pathTo * along + 0.8 * Math.sin(z * 0.35);
    (Math.abs(x - centre) < 0.9 + 0.25 * Math.sin(z * 1.3 + x) && z < houseZ ? earth : litter)(
      x,
      y,
      z,
      axis,
      out,
    );
  };
}

/**
 * A homestay in a coffee estate under the forest's shade trees (Coorg, the Western Ghats): a path
 * of red earth through the coffee bushes to a white house, sun coming through the canopy in flecks,
 * the trees going back into the haze.
 */
export function forest(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.3, 0.6), rng.between(0.6, 0.8), rng.between(-0.4, 0.1)]);
  const houseX = side * rng.between(2, 4.5);
  const houseZ = rng.between(17, 21);
  const shapes: Shape[] = [ground(floor(houseX, houseZ)), ...homestay(houseX, houseZ)];
  const clear = (x: number, z: number, margin: number) =>
    (Math.abs(x - houseX) < 6.5 + margin && z > houseZ - 4 - margin && z < houseZ + 8) ||
    (Math.abs(x - (houseX * z) / houseZ) < 1.6 + margin && z < houseZ);
  for (let i = 0; i < 70; i++) {
    const x = rng.between(-45, 45);
    const z = rng.between(6, 95);
    if (clear(x, z, 1) || (Math.abs(x) < 4 && z < 10)) continue;
    shapes.push(...shadeTree(rng, x, z, rng.between(15, 26)));
  }
  for (let i = 0; i < 90; i++) {
    const x = rng.between(-16, 16);
    const z = rng.between(6, 40);
    if (clear(x, z, 0.6)) continue;
    shapes.push(...coffeeBush(rng, x, z));
  }
  // younger trees between the bushes and the canopy
  for (let i = 0; i < 40; i++) {
    const x = rng.between(-35, 35);
    const z = rng.between(10, 70);
    if (clear(x, z, 2)) continue;
    shapes.push(...shadeTree(rng, x, z, rng.between(6, 11)));
  }
  // crowns overhead, at the top of the picture, that let the sun through in flecks
  const high = foliage('#3e6128', 0.4);
  for (let i = 0; i < 50; i++) {
    const r = rng.between(3, 5);
    shapes.push(
      blob([rng.between(-22, 22), rng.between(13, 19), rng.between(-6, 30)], [r, r * 0.45, r], high),
    );
  }
  // the forest beyond the last trees, greyed by the haze
  shapes.push(box([-4000, 0, 105], [4000, 90, 110], matte(canopy(linear('#16230f'), linear('#24361a')))));
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.4, 7.2], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.15, 0.35, 1.05],
        horizon: [0.75, 0.9, 1.05],
        glow: [1, 0.9, 0.7],
        clouds: rng.between(0.2, 0.4),
        ranges: [],
      },
      rng,
    ),
    haze: { colour: [0.01, 0.0135, 0.0145], distance: 150 },
    lamps: [],
    camera: { position: [0, 1.6, 0], yaw: side * rng.between(0.04, 0.12), pitch: 0.08, fov: 1.15 },
    key: 0.16,
  };
}
