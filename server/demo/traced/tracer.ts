/*
 * A small path tracer for the demo photos (decisions 151, 152): boxes and ellipsoids lit by the sun
 * and the sky (through a window opening indoors) and by lamps, with light bouncing between surfaces
 * and, in the open, haze over distance. That bounced, soft light is what makes a render read as a
 * photograph, not a drawing.
 * Written for speed in plain numbers: the inner loops allocate nothing.
 */
import type { Random } from '../seeded-random.ts';
import { cosineDirection, EPS, flatten, intersect } from './geometry.ts';
import { guide, mirrorGuide } from './guides.ts';
import { directLight } from './lighting.ts';
import type { Traced, TracedScene } from './scene.ts';

const MAX_BOUNCES = 5;
/** The most light one path may bring (see the cap below). */
const FIREFLY_CAP = 3;
/** How much brighter than the sunlight it gives the sun's disc looks, seen directly or in a mirror. */
const SUN_DISC = 40;

/** Traces the scene at width x height with `samples` paths a pixel. Rows from `fromRow` to `toRow`. */
export function traceScene(
  scene: TracedScene,
  width: number,
  height: number,
  samples: number,
  rng: Random,
  fromRow = 0,
  toRow = height,
): Traced {
  const f = flatten(scene.shapes);
  const rows = toRow - fromRow;
  const out: Traced = {
    width,
    height: rows,
    colour: new Float32Array(width * rows * 3),
    albedo: new Float32Array(width * rows * 3),
    normal: new Float32Array(width * rows * 3),
    depth: new Float32Array(width * rows),
  };
  const hit = new Float64Array(9);
  const col = new Float64Array(3);
  const env = new Float64Array(3);
  const light = new Float64Array(3);
  const next = new Float64Array(3);
  const { camera, window: win, sun, haze } = scene;
  const [cx, cy, cz] = camera.position;
  const cosYaw = Math.cos(camera.yaw);
  const sinYaw = Math.sin(camera.yaw);
  const cosPitch = Math.cos(camera.pitch);
  const sinPitch = Math.sin(camera.pitch);
  const scale = Math.tan(camera.fov / 2);
  const aspect = height / width;
  const rand = rng.next;

  for (let py = fromRow; py < toRow; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let ar = 0;
      let ag = 0;
      let ab = 0;
      const o = ((py - fromRow) * width + px) * 3;
      for (let s = 0; s < samples; s++) {
        const r0 = r;
        const g0 = g;
        const b0 = b;
        // Camera ray: +z is forward before yaw and pitch.
        const u = ((px + rand()) / width) * 2 - 1;
        const v = 1 - ((py + rand()) / height) * 2;
        let dx = u * scale;
        let dy = v * scale * aspect;
        let dz = 1;
        // pitch about x, then yaw about y
        const y1 = dy * cosPitch + dz * sinPitch;
        const z1 = -dy * sinPitch + dz * cosPitch;
        dy = y1;
        dz = z1;
        const x2 = dx * cosYaw + dz * sinYaw;
        const z2 = -dx * sinYaw + dz * cosYaw;
        dx = x2;
        dz = z2;
        let l = Math.hypot(dx, dy, dz);
        dx /= l;
        dy /= l;
        dz /= l;
        let ox = cx;
        let oy = cy;
        let oz = cz;
        let tr = 1;
        let tg = 1;
        let tb = 1;
        let specular = true; // the camera ray and mirror bounces see emitters and the outside
        let first = true; // the camera ray's own hit: the guides for the denoiser
        let seesOutside = false;
        let clear = 1; // the share of the first surface's light that the haze lets through
        for (let bounce = 0; bounce < MAX_BOUNCES; bounce++) {
          const index = intersect(f, ox, oy, oz, dx, dy, dz, hit);
          if (index < 0) {
            if (specular) {
              scene.outside(dx, dy, dz, env);
              // The sun's disc itself, seen directly or in a mirror.
              const sd = dx * sun.direction[0] + dy * sun.direction[1] + dz * sun.direction[2];
              const disc = sd > Math.cos(sun.spread) ? SUN_DISC : 0;
              r += tr * (env[0]! + disc * sun.irradiance[0]);
              g += tg * (env[1]! + disc * sun.irradiance[1]);
              b += tb * (env[2]! + disc * sun.irradiance[2]);
            } else if (!win) {
              // In the open the sky is met by the paths themselves (a room's comes by its window).
              scene.outside(dx, dy, dz, env);
              r += tr * env[0]!;
              g += tg * env[1]!;
              b += tb * env[2]!;
            }
            if (first) {
              ar += 1;
              ag += 1;
              ab += 1;
              if (s === 0) out.depth[o / 3] = 1e6;
              seesOutside = true;
            }
            break;
          }
          const material = f.materials[index]!;
          const hx = hit[1]!;
          const hy = hit[2]!;
          const hz = hit[3]!;
          const nx = hit[4]!;
          const ny = hit[5]!;
          const nz = hit[6]!;
          if (material.emission) {
            if (specular) {
              r += tr * material.emission[0];
              g += tg * material.emission[1];
              b += tb * material.emission[2];
            }
            if (first) {
              ar += 1;
              ag += 1;
              ab += 1;
              if (s === 0) guide(out, o, nx, ny, nz, hit[0]!);
            }
            break;
          }
          material.albedo(hx, hy, hz, hit[8]!, col);
          if (first) {
            if (haze) clear = Math.exp(-hit[0]! / haze.distance);
            // The albedo is averaged over a pixel's paths, as its colour is: at an edge both share
            // the same mix of the two surfaces, so the light worked out from them is right. Haze
            // is a surface of albedo 1 in front.
            ar += col[0]! * clear + 1 - clear;
            ag += col[1]! * clear + 1 - clear;
            ab += col[2]! * clear + 1 - clear;
            if (s === 0) {
              // In the open, water mirrors the view; indoors a polished floor only gleams.
              if (material.gloss && !win) mirrorGuide(f, out, o, hit, dx, dy, dz);
              else guide(out, o, nx, ny, nz, hit[0]!);
            }
            first = false;
          }
          // A glossy surface reflects as a mirror now and then, more at grazing angles (Schlick).
          const gloss = material.gloss ?? 0;
          if (gloss > 0) {
            const cosI = -(dx * nx + dy * ny + dz * nz);
            const fresnel = gloss + (1 - gloss) * (1 - cosI) ** 5;
            if (rand() < fresnel) {
              const k = 2 * (dx * nx + dy * ny + dz * nz);
              dx -= k * nx;
              dy -= k * ny;
              dz -= k * nz;
              const rough = material.roughness ?? 0.03;
              dx += (rand() - 0.5) * rough;
              dy += (rand() - 0.5) * rough;
              dz += (rand() - 0.5) * rough;
              l = Math.hypot(dx, dy, dz);
              dx /= l;
              dy /= l;
              dz /= l;
              ox = hx + nx * EPS * 10;
              oy = hy + ny * EPS * 10;
              oz = hz + nz * EPS * 10;
              specular = true;
              continue;
            }
          }
          tr *= col[0]!;
          tg *= col[1]!;
          tb *= col[2]!;
          const sx = hx + nx * EPS * 10;
          const sy = hy + ny * EPS * 10;
          const sz = hz + nz * EPS * 10;
          directLight(f, scene, sx, sy, sz, nx, ny, nz, rand, light);
          r += tr * light[0]!;
          g += tg * light[1]!;
          b += tb * light[2]!;
          // On to the next surface, in a direction a diffuse surface scatters to.
          cosineDirection(nx, ny, nz, rand, next);
          dx = next[0]!;
          dy = next[1]!;
          dz = next[2]!;
          ox = sx;
          oy = sy;
          oz = sz;
          specular = false;
          if (bounce >= 2) {
            const keep = Math.min(0.9, Math.max(tr, tg, tb));
            if (keep <= 0 || rand() >= keep) break;
            tr /= keep;
            tg /= keep;
            tb /= keep;
          }
        }
        // A rare path that finds the sun by a mirror would stand out as a speck: each path's light
        // is capped, its hue kept (the window itself, seen directly, is left as bright as it is).
        const peak = Math.max(r - r0, g - g0, b - b0);
        if (!seesOutside && peak > FIREFLY_CAP) {
          const k = FIREFLY_CAP / peak;
          r = r0 + (r - r0) * k;
          g = g0 + (g - g0) * k;
          b = b0 + (b - b0) * k;
        }
        // Air between the camera and a far surface: its light dims towards the haze's colour.
        if (haze && clear < 1) {
          r = r0 + (r - r0) * clear + haze.colour[0] * (1 - clear);
          g = g0 + (g - g0) * clear + haze.colour[1] * (1 - clear);
          b = b0 + (b - b0) * clear + haze.colour[2] * (1 - clear);
        }
      }
      out.colour[o] = r / samples;
      out.colour[o + 1] = g / samples;
      out.colour[o + 2] = b / samples;
      out.albedo[o] = ar / samples;
      out.albedo[o + 1] = ag / samples;
      out.albedo[o + 2] = ab / samples;
    }
  }
  return out;
}
