/* Rajput palaces, built as boxes and domes: a block with rows of arched windows, chhatris on top. */
import type { Random } from '../seeded-random.ts';
import type { Material, Shape } from './scene.ts';
import { blob, box } from './shapes.ts';

export type Block = { x0: number; x1: number; z: number; depth: number; y0: number; floors: number };
export const FLOOR = 3.2;

/** An arched opening in a wall facing -z at z: a dark recess with a rounded head. */
export function arch(
  x: number,
  y: number,
  z: number,
  width: number,
  height: number,
  dark: Material,
): Shape[] {
  const r = width / 2;
  return [
    box([x - r, y, z - 0.02], [x + r, y + height - r, z + 0.15], dark, false),
    blob([x, y + height - r, z], [r, r * 1.1, 0.08], dark, false),
  ];
}

/** A chhatri: four slim pillars, a slab and a dome. */
export function chhatri(x: number, y: number, z: number, size: number, stone: Material): Shape[] {
  const p = size * 0.09;
  const h = size * 0.9;
  return [
    ...[
      [x - size / 2, z - size / 2],
      [x + size / 2 - p, z - size / 2],
      [x - size / 2, z + size / 2 - p],
      [x + size / 2 - p, z + size / 2 - p],
    ].map(([px, pz]) => box([px!, y, pz!], [px! + p, y + h, pz! + p], stone)),
    box(
      [x - size * 0.6, y + h, z - size * 0.6],
      [x + size * 0.6, y + h + size * 0.12, z + size * 0.6],
      stone,
    ),
    blob([x, y + h + size * 0.12, z], [size * 0.45, size * 0.55, size * 0.45], stone),
    box([x - 0.04, y + h + size * 0.6, z - 0.04], [x + 0.04, y + h + size * 0.8, z + 0.04], stone),
  ];
}

/**
 * A wing of the palace: its walls, a cornice at each floor, arched windows along its face (a
 * balcony under some) and a parapet; chhatris at its corners.
 */
export function wing(rng: Random, b: Block, stone: Material, trim: Material, dark: Material): Shape[] {
  const top = b.y0 + b.floors * FLOOR;
  const shapes: Shape[] = [box([b.x0, b.y0, b.z], [b.x1, top, b.z + b.depth], stone)];
  const bay = rng.between(2.1, 2.8);
  const bays = Math.max(1, Math.floor((b.x1 - b.x0) / bay));
  const step = (b.x1 - b.x0) / bays;
  for (let f = 0; f < b.floors; f++) {
    const y = b.y0 + f * FLOOR;
    shapes.push(box([b.x0 - 0.12, y + FLOOR - 0.22, b.z - 0.18], [b.x1 + 0.12, y + FLOOR, b.z + 0.2], trim));
    for (let i = 0; i < bays; i++) {
      const x = b.x0 + step * (i + 0.5);
      shapes.push(...arch(x, y + 0.6, b.z, step * 0.5, FLOOR * 0.62, dark));
      if (f > 0 && (i + f) % 3 === 0) {
        // a jharokha: a balcony on brackets with its own little roof
        shapes.push(
          box([x - step * 0.38, y + 0.35, b.z - 0.6], [x + step * 0.38, y + 0.6, b.z], trim),
          box([x - step * 0.38, y + 0.6, b.z - 0.6], [x + step * 0.38, y + 1.15, b.z - 0.5], stone),
          box([x - step * 0.42, y + FLOOR - 0.5, b.z - 0.7], [x + step * 0.42, y + FLOOR - 0.38, b.z], trim),
        );
      }
    }
  }
  shapes.push(box([b.x0, top, b.z], [b.x1, top + 0.9, b.z + 0.25], stone));
  const size = rng.between(1.8, 2.6);
  shapes.push(...chhatri(b.x0 + size * 0.6, top, b.z + size * 0.6, size, stone));
  shapes.push(...chhatri(b.x1 - size * 0.6, top, b.z + size * 0.6, size, stone));
  return shapes;
}
