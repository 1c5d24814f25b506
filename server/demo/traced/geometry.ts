/*
 * Rays against a scene's shapes: boxes and ellipsoids, in groups of a few neighbours inside runs of
 * a few groups, each skipped whole when a ray misses the box round it.
 */
import type { Material, Shape } from './scene.ts';

export const EPS = 1e-4;

export type Flat = {
  count: number;
  kind: Uint8Array; // 0 box, 1 ellipsoid
  a: Float64Array; // box min / ellipsoid centre
  b: Float64Array; // box max / ellipsoid radii
  shadow: Uint8Array;
  materials: Material[];
  /** Runs of GROUP neighbouring shapes and the box round each: a missed box skips its run. */
  groupMin: Float64Array;
  groupMax: Float64Array;
  /** Runs of RUN shapes (RUN / GROUP groups) and the box round each, skipped the same way. */
  runMin: Float64Array;
  runMax: Float64Array;
};

const GROUP = 6;
const RUN = GROUP * 8;

export function flatten(shapes: Shape[]): Flat {
  const n = shapes.length;
  const flat: Flat = {
    count: n,
    kind: new Uint8Array(n),
    a: new Float64Array(n * 3),
    b: new Float64Array(n * 3),
    shadow: new Uint8Array(n),
    materials: [],
    groupMin: new Float64Array(Math.ceil(n / GROUP) * 3).fill(Number.POSITIVE_INFINITY),
    groupMax: new Float64Array(Math.ceil(n / GROUP) * 3).fill(Number.NEGATIVE_INFINITY),
    runMin: new Float64Array(Math.ceil(n / RUN) * 3).fill(Number.POSITIVE_INFINITY),
    runMax: new Float64Array(Math.ceil(n / RUN) * 3).fill(Number.NEGATIVE_INFINITY),
  };
  shapes.forEach((s, i) => {
    flat.kind[i] = s.kind === 'box' ? 0 : 1;
    const [a, b] = s.kind === 'box' ? [s.min, s.max] : [s.centre, s.radii];
    flat.a.set(a, i * 3);
    flat.b.set(b, i * 3);
    flat.shadow[i] = s.castsShadow === false ? 0 : 1;
    flat.materials.push(s.material);
    const g = Math.floor(i / GROUP) * 3;
    const r = Math.floor(i / RUN) * 3;
    for (let k = 0; k < 3; k++) {
      const lo = s.kind === 'box' ? s.min[k]! : s.centre[k]! - s.radii[k]!;
      const hi = s.kind === 'box' ? s.max[k]! : s.centre[k]! + s.radii[k]!;
      flat.groupMin[g + k] = Math.min(flat.groupMin[g + k]!, lo);
      flat.groupMax[g + k] = Math.max(flat.groupMax[g + k]!, hi);
      flat.runMin[r + k] = Math.min(flat.runMin[r + k]!, lo);
      flat.runMax[r + k] = Math.max(flat.runMax[r + k]!, hi);
    }
  });
  return flat;
}

/** 1 / d, never infinite: a ray along an axis starting on a box's face would give 0 * Infinity. */
const inverse = (d: number) => 1 / (d === 0 ? 1e-30 : d);

/** Where the last `slab` ray entered (0) and left (1) its box; kept here so nothing is allocated. */
const span = new Float64Array(2);

/** Where a ray (from o, 1/direction i) crosses the box min[j..j+2]-max[j..j+2]: into `span`. */
function slab(
  min: Float64Array,
  max: Float64Array,
  j: number,
  ox: number,
  oy: number,
  oz: number,
  ix: number,
  iy: number,
  iz: number,
) {
  let t0 = (min[j]! - ox) * ix;
  let t1 = (max[j]! - ox) * ix;
  let near = Math.min(t0, t1);
  let far = Math.max(t0, t1);
  t0 = (min[j + 1]! - oy) * iy;
  t1 = (max[j + 1]! - oy) * iy;
  near = Math.max(near, Math.min(t0, t1));
  far = Math.min(far, Math.max(t0, t1));
  t0 = (min[j + 2]! - oz) * iz;
  t1 = (max[j + 2]! - oz) * iz;
  span[0] = Math.max(near, Math.min(t0, t1));
  span[1] = Math.min(far, Math.max(t0, t1));
}

/** The distance along the ray to shape i, or Infinity when it is missed. */
function distanceTo(
  f: Flat,
  i: number,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  ix: number,
  iy: number,
  iz: number,
): number {
  const j = i * 3;
  let near: number;
  let far: number;
  if (f.kind[i] === 0) {
    slab(f.a, f.b, j, ox, oy, oz, ix, iy, iz);
    near = span[0]!;
    far = span[1]!;
    if (far < near || far < EPS) return Number.POSITIVE_INFINITY;
  } else {
    const rx = f.b[j]!;
    const ry = f.b[j + 1]!;
    const rz = f.b[j + 2]!;
    const px = (ox - f.a[j]!) / rx;
    const py = (oy - f.a[j + 1]!) / ry;
    const pz = (oz - f.a[j + 2]!) / rz;
    const qx = dx / rx;
    const qy = dy / ry;
    const qz = dz / rz;
    const A = qx * qx + qy * qy + qz * qz;
    const B = px * qx + py * qy + pz * qz;
    const C = px * px + py * py + pz * pz - 1;
    const disc = B * B - A * C;
    if (disc < 0) return Number.POSITIVE_INFINITY;
    const s = Math.sqrt(disc);
    near = (-B - s) / A;
    far = (-B + s) / A;
  }
  const holes = f.materials[i]!.holes;
  if (near > EPS && !holes?.(ox + dx * near, oy + dy * near, oz + dz * near)) return near;
  if (far > EPS && !holes?.(ox + dx * far, oy + dy * far, oz + dz * far)) return far;
  return Number.POSITIVE_INFINITY;
}

/** Whether the ray meets the box at j in min-max before tMax. */
function meetsBox(
  min: Float64Array,
  max: Float64Array,
  j: number,
  ox: number,
  oy: number,
  oz: number,
  ix: number,
  iy: number,
  iz: number,
  tMax: number,
): boolean {
  slab(min, max, j, ox, oy, oz, ix, iy, iz);
  return span[1]! >= span[0]! && span[1]! > 0 && span[0]! < tMax;
}

/** The distance to the shape `scan` last found. */
const found = new Float64Array(1);

/**
 * The nearest shape on the ray before tMax, its distance into `found`; -1 when none. With
 * `shadowsOnly`, only shapes that cast a shadow count and the first one met is enough.
 */
function scan(
  f: Flat,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tMax: number,
  shadowsOnly: boolean,
): number {
  const ix = inverse(dx);
  const iy = inverse(dy);
  const iz = inverse(dz);
  let best = -1;
  let bestT = tMax;
  for (let i = 0; i < f.count; i++) {
    if (i % RUN === 0 && !meetsBox(f.runMin, f.runMax, (i / RUN) * 3, ox, oy, oz, ix, iy, iz, bestT)) {
      i += RUN - 1;
      continue;
    }
    if (
      i % GROUP === 0 &&
      !meetsBox(f.groupMin, f.groupMax, (i / GROUP) * 3, ox, oy, oz, ix, iy, iz, bestT)
    ) {
      i += GROUP - 1;
      continue;
    }
    if (shadowsOnly && f.shadow[i] === 0) continue;
    const t = distanceTo(f, i, ox, oy, oz, dx, dy, dz, ix, iy, iz);
    if (t < bestT) {
      bestT = t;
      best = i;
      if (shadowsOnly) break;
    }
  }
  found[0] = bestT;
  return best;
}

/** Whether anything that casts a shadow lies on the ray before tMax (stops at the first). */
export function blocked(
  f: Flat,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tMax: number,
): boolean {
  return scan(f, ox, oy, oz, dx, dy, dz, tMax, true) >= 0;
}

/** The nearest hit: its distance, point, normal, axis and shape into `hit`; -1 when the ray leaves. */
export function intersect(
  f: Flat,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Float64Array,
): number {
  const best = scan(f, ox, oy, oz, dx, dy, dz, Number.POSITIVE_INFINITY, false);
  const bestT = found[0]!;
  if (best < 0) return -1;
  const j = best * 3;
  const hx = ox + dx * bestT;
  const hy = oy + dy * bestT;
  const hz = oz + dz * bestT;
  hit[0] = bestT;
  hit[1] = hx;
  hit[2] = hy;
  hit[3] = hz;
  if (f.kind[best] === 0) {
    // The face whose plane the point lies nearest; facing the ray.
    let axis = 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 3; k++) {
      const p = k === 0 ? hx : k === 1 ? hy : hz;
      const dMin = Math.abs(p - f.a[j + k]!);
      const dMax = Math.abs(p - f.b[j + k]!);
      if (dMin < nearest) {
        nearest = dMin;
        axis = -(k + 1);
      }
      if (dMax < nearest) {
        nearest = dMax;
        axis = k + 1;
      }
    }
    hit[4] = axis === 1 ? 1 : axis === -1 ? -1 : 0;
    hit[5] = axis === 2 ? 1 : axis === -2 ? -1 : 0;
    hit[6] = axis === 3 ? 1 : axis === -3 ? -1 : 0;
    hit[8] = Math.abs(axis) - 1;
  } else {
    const rx = f.b[j]!;
    const ry = f.b[j + 1]!;
    const rz = f.b[j + 2]!;
    let nx = (hx - f.a[j]!) / (rx * rx);
    let ny = (hy - f.a[j + 1]!) / (ry * ry);
    let nz = (hz - f.a[j + 2]!) / (rz * rz);
    const l = Math.hypot(nx, ny, nz);
    nx /= l;
    ny /= l;
    nz /= l;
    hit[4] = nx;
    hit[5] = ny;
    hit[6] = nz;
    hit[8] = Math.abs(ny) > 0.7 ? 1 : Math.abs(nx) > Math.abs(nz) ? 0 : 2;
  }
  // Normals face the incoming ray (a box seen from inside: the room's walls).
  if (hit[4]! * dx + hit[5]! * dy + hit[6]! * dz > 0) {
    hit[4] = -hit[4]!;
    hit[5] = -hit[5]!;
    hit[6] = -hit[6]!;
  }
  hit[7] = best;
  return best;
}

/** A random direction about the normal n, cosine-weighted (as a diffuse surface scatters), into `out`. */
export function cosineDirection(nx: number, ny: number, nz: number, rand: () => number, out: Float64Array) {
  const r1 = 2 * Math.PI * rand();
  const r2 = rand();
  const sr = Math.sqrt(r2);
  // two axes at right angles to n
  const ax = Math.abs(nx) > 0.9 ? 0 : 1;
  const ay = ax === 1 ? 0 : 1;
  let ux = ay * nz;
  let uy = -ax * nz;
  let uz = ax * ny - ay * nx;
  const l = Math.hypot(ux, uy, uz);
  ux /= l;
  uy /= l;
  uz /= l;
  const vx = ny * uz - nz * uy;
  const vy = nz * ux - nx * uz;
  const vz = nx * uy - ny * ux;
  const a = Math.cos(r1) * sr;
  const c = Math.sin(r1) * sr;
  const w = Math.sqrt(1 - r2);
  out[0] = ux * a + vx * c + nx * w;
  out[1] = uy * a + vy * c + ny * w;
  out[2] = uz * a + vz * c + nz * w;
}
