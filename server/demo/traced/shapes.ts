/* The shapes traced scenes are built of, and small helpers for placing them. */
import type { Albedo, Material, Rgb, Shape } from './scene.ts';

export const box = (min: Rgb, max: Rgb, material: Material, castsShadow = true): Shape => ({
  kind: 'box',
  min,
  max,
  material,
  castsShadow,
});
export const blob = (centre: Rgb, radii: Rgb, material: Material, castsShadow = true): Shape => ({
  kind: 'ellipsoid',
  centre,
  radii,
  material,
  castsShadow,
});
export const matte = (albedo: Albedo): Material => ({ albedo });

export function unit([x, y, z]: [number, number, number]): [number, number, number] {
  const l = Math.hypot(x, y, z);
  return [x / l, y / l, z / l];
}

/** Four legs under a top from (x0, z0) to (x1, z1). */
export function legs(
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  height: number,
  size: number,
  m: Material,
): Shape[] {
  return [
    [x0, z0],
    [x1 - size, z0],
    [x0, z1 - size],
    [x1 - size, z1 - size],
  ].map(([x, z]) => box([x!, 0, z!], [x! + size, height, z! + size], m));
}
