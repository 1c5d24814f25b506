import type { Random } from '../seeded-random.ts';
import { ground } from './open-air-kit.ts';
import { grass, leaves } from './open-air-textures.ts';
import { openSky } from './open-sky.ts';
import type { Shape, TracedScene } from './scene.ts';
import { blob, box, matte, unit } from './shapes.ts';
import { fabric, linear, planks, solid } from './textures.ts';

/** A tall rainforest tree: a straight grey trunk and a high, spreading crown of leafy clumps. */
function tallTree(rng: Random, x: number, z: number, height: number): Shape[] {
  const bark = matte(fabric(linear(rng.pick(['#4d463d', '#554c40', '#5a5246']))));
  const crown = [matte(leaves(linear('#36572a'))), matte(leaves(linear('#416530')))];
  const girth = rng.between(0.25, 0.45);
  const shapes: Shape[] = [box([x - girth, 0, z - girth], [x + girth, height * 0.8, z + girth], bark)];
  const spread = height * 0.3;
  for (let i = 0; i < 26; i++) {
    const a = rng.next() * Math.PI * 2;
    const reach = spread * Math.sqrt(rng.next());
    const r = spread * rng.between(0.25, 0.4);
    shapes.push(
      blob(
        [x + Math.cos(a) * reach, height * rng.between(0.72, 0.95), z + Math.sin(a) * reach],
        [r, r * 0.6, r],
        crown[i % 2]!,
      ),
    );
  }
  return shapes;
}

/** A timber cottage on stilts with a veranda and a roof that steps in to its ridge. */
function cabin(x: number, z: number): Shape[] {
  const timber = matte(planks(linear('#7a5436'), 0.18, 'y'));
  const roof = matte(solid(linear('#6b3a26')));
  const dark = matte(solid(linear('#2a2420')));
  const shapes: Shape[] = [
    box([x - 4, 0, z], [x + 4, 0.8, z + 6], matte(solid(linear('#5a5249')))),
    box([x - 4, 0.8, z], [x + 4, 3.6, z + 6], timber),
    box([x - 4.5, 0.8, z - 2], [x + 4.5, 1, z], timber),
    ...[-4.4, -1.5, 1.4, 4.2].map((dx) => box([x + dx, 1, z - 2], [x + dx + 0.16, 3.6, z - 1.84], timber)),
    box([x - 0.6, 1, z - 0.02], [x + 0.6, 3, z], dark),
    box([x - 3, 1.8, z - 0.02], [x - 1.6, 2.9, z], dark),
    box([x + 1.6, 1.8, z - 0.02], [x + 3, 2.9, z], dark),
  ];
  for (let k = 0; k < 12; k++) {
    shapes.push(
      box([x - 5 + k * 0.36, 3.6 + k * 0.15, z - 2.6], [x + 5 - k * 0.36, 3.75 + k * 0.15, z + 6.6], roof),
    );
  }
  return shapes;
}

/**
 * A clearing in the forest (Coorg, the Western Ghats): a timber cottage under tall trees, sun
 * coming through the canopy in patches, the undergrowth and the forest closing in behind.
 */
export function forest(rng: Random): TracedScene {
  const side = rng.chance(0.5) ? 1 : -1;
  const sunDirection = unit([side * rng.between(0.3, 0.6), rng.between(0.6, 0.8), rng.between(-0.4, 0.1)]);
  const cabinX = side * rng.between(3, 6);
  const cabinZ = rng.between(16, 20);
  const shapes: Shape[] = [ground(grass(linear('#2f3320'), linear('#3f3122'))), ...cabin(cabinX, cabinZ)];
  const under = [matte(leaves(linear('#2f4a22'))), matte(leaves(linear('#3a5a2a')))];
  for (let i = 0; i < 46; i++) {
    const x = rng.between(-40, 40);
    const z = rng.between(8, 70);
    if (Math.abs(x - cabinX) < 7 && z < cabinZ + 10) continue;
    if (Math.abs(x) < 5 && z < 14) continue;
    shapes.push(...tallTree(rng, x, z, rng.between(16, 28)));
  }
  for (let i = 0; i < 40; i++) {
    const x = rng.between(-30, 30);
    const z = rng.between(6, 50);
    if (Math.abs(x - cabinX) < 5.5 && z > cabinZ - 3 && z < cabinZ + 8) continue;
    if (Math.abs(x) < 7 && z < 12) continue;
    const r = rng.between(0.6, 1.4);
    shapes.push(blob([x, 0.2, z], [r * 1.3, r * 0.8, r], under[i % 2]!));
  }
  // crowns overhead, out of the picture, that let the sun through in patches
  for (let i = 0; i < 48; i++) {
    const r = rng.between(2, 4);
    shapes.push(
      blob([rng.between(-18, 18), rng.between(19, 25), rng.between(-12, 16)], [r, r * 0.5, r], under[i % 2]!),
    );
  }
  // the forest beyond: a wall of crowns that the haze greys
  shapes.push(box([-4000, 0, 75], [4000, 22, 80], matte(leaves(linear('#2c4624')))));
  return {
    shapes,
    window: null,
    sun: { direction: sunDirection, irradiance: [9, 8.4, 7.2], spread: 0.02 },
    outside: openSky(
      {
        sun: sunDirection,
        zenith: [0.15, 0.35, 1.05],
        horizon: [0.9, 1.0, 1.15],
        glow: [1, 0.9, 0.7],
        clouds: rng.between(0.2, 0.4),
        ranges: [],
      },
      rng,
    ),
    haze: { colour: [0.42, 0.5, 0.47], distance: 1600 },
    lamps: [],
    camera: { position: [0, 1.6, 0], yaw: side * rng.between(0.05, 0.15), pitch: 0.1, fov: 1.2 },
  };
}
