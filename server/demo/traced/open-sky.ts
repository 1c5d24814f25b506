/*
 * The sky over a scene in the open, and what stands far off below it: ranges of hills as layers of
 * silhouettes, each paler with the air in front of it, mist in the valleys and snow on the peaks.
 * Far ranges are painted into the sky rather than built of shapes: at that distance a picture of
 * them is all a camera sees, and it costs nothing to trace.
 */
import type { Random } from '../seeded-random.ts';
import type { Rgb, TracedScene } from './scene.ts';
import { noise } from './textures.ts';

/** One range of hills: its crest's elevation (as the sine of the angle) above the horizon. */
export type Range = {
  /** The crest's lowest and highest elevation. */
  low: number;
  high: number;
  /** Crests per radian of azimuth: higher is more, narrower peaks. */
  frequency: number;
  colour: Rgb;
  /** How much the air pales it: 0 near, towards 1 far. */
  fade: number;
  /** Snow from this far below the crest. */
  snow?: number;
  /** Only between these azimuths (radians, 0 straight ahead), falling away at both ends: a headland. */
  span?: [number, number];
};

export type SkyLook = {
  sun: Rgb;
  zenith: Rgb;
  horizon: Rgb;
  /** The sun's glow around it. */
  glow: Rgb;
  /** Share of the sky clouds cover, 0 to about 0.5. */
  clouds: number;
  ranges: Range[];
};

/** Sunlit snow's radiance, before the side facing away from the sun dims it. */
const SNOW = [1.6, 1.65, 1.8] as const;

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** A crest line: rounded ridges with sharper peaks, from two octaves of noise. */
function crest(range: Range, azimuth: number, phase: number): number {
  const a = azimuth * range.frequency + phase;
  const n = noise(a, phase, 0.5) * 0.7 + (1 - Math.abs(2 * noise(a * 3.1, phase, 2.5) - 1)) * 0.3;
  const height = range.low + (range.high - range.low) * n;
  if (!range.span) return height;
  const [from, to] = range.span;
  const inside = Math.min(azimuth - from, to - azimuth);
  return inside <= 0 ? -1 : height * Math.min(1, Math.sqrt(inside / 0.12));
}

/** Radiance along a direction: the ranges in front, else the sky with its glow and clouds. */
export function openSky(look: SkyLook, rng: Random): TracedScene['outside'] {
  const phases = look.ranges.map(() => rng.next() * 50);
  const cloudPhase = rng.next() * 100;
  const sunAzimuth = Math.atan2(look.sun[0], look.sun[2]);
  return (dx, dy, dz, out) => {
    const azimuth = Math.atan2(dx, dz);
    for (let i = 0; i < look.ranges.length; i++) {
      const range = look.ranges[i]!;
      if (dy >= range.high) continue; // above the highest its crest reaches
      const top = crest(range, azimuth, phases[i]!);
      if (dy >= top) continue;
      // Lit on the side that faces the sun: the crest rising towards it.
      const slope = (crest(range, azimuth + 0.004, phases[i]!) - top) / 0.004;
      const facing = Math.sign(Math.sin(sunAzimuth - azimuth)) * slope;
      const lit = clamp01(0.8 + 2.5 * facing) * (0.85 + 0.3 * noise(azimuth * 60, dy * 60, i));
      const below = top - dy;
      const snowy = range.snow !== undefined && below < range.snow * (0.6 + 0.8 * noise(azimuth * 25, i, 1));
      const mist = clamp01(below / (range.high - range.low + 0.02)) * 0.55;
      const air = range.fade + (1 - range.fade) * mist;
      for (let c = 0; c < 3; c++) {
        const own = snowy ? SNOW[c]! * (0.55 + 0.45 * lit) : range.colour[c]! * lit;
        out[c] = mix(own, look.horizon[c]!, air);
      }
      return;
    }
    const up = Math.max(0, dy);
    const t = 1 - Math.exp(-up * 3);
    const toSun = Math.max(0, dx * look.sun[0] + dy * look.sun[1] + dz * look.sun[2]);
    const glow = toSun ** 12;
    // Clouds: a layer high up, seen in perspective, thinning towards the horizon.
    let cloud = 0;
    if (look.clouds > 0 && up > 0.02) {
      const px = (dx / up) * 0.6 + cloudPhase;
      const pz = (dz / up) * 0.6;
      const n = noise(px, pz, 0) * 0.6 + noise(px * 2.3, pz * 2.3, 1) * 0.3 + noise(px * 6, pz * 6, 2) * 0.1;
      cloud = clamp01((n - (1 - look.clouds)) / 0.18) * clamp01(up * 6);
    }
    for (let c = 0; c < 3; c++) {
      const sky = mix(look.horizon[c]!, look.zenith[c]!, t) + look.glow[c]! * glow;
      out[c] = mix(sky, look.horizon[c]! * 1.25 + look.glow[c]! * glow * 0.5, cloud);
    }
  };
}
