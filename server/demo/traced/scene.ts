/* What a traced scene is made of, and what tracing it gives (tracer.ts). */

export type Rgb = readonly [number, number, number];

/** A surface's colour at a point: a solid colour or a texture (textures.ts). */
export type Albedo = (x: number, y: number, z: number, axis: number, out: Float64Array) => void;

export type Material = {
  albedo: Albedo;
  /** Radiance it gives off (a lamp's shade); seen, not used to light others (lamps do that). */
  emission?: Rgb;
  /** The share of light a glossy surface (a polished floor) reflects as a mirror does, blurred by `roughness`. */
  gloss?: number;
  roughness?: number;
  /**
   * Where the surface has gaps (the sky between a crown's leaves): true at a point the ray passes
   * through, on to the shape's far side or beyond it. Worked out from the point, as colours are.
   */
  holes?: (x: number, y: number, z: number) => boolean;
};

type Box = { kind: 'box'; min: Rgb; max: Rgb; material: Material; castsShadow?: boolean };
type Ellipsoid = {
  kind: 'ellipsoid';
  centre: Rgb;
  radii: Rgb;
  material: Material;
  castsShadow?: boolean;
};
export type Shape = Box | Ellipsoid;

/**
 * The opening light comes in by: a rectangle through a wall from its inner face z = `z` to its outer
 * face `z + depth`, the room on the -z side.
 */
export type Window = { x0: number; x1: number; y0: number; y1: number; z: number; depth: number };

export type TracedScene = {
  shapes: Shape[];
  /** The room's window; null for a scene in the open, lit by the whole sky. */
  window: Window | null;
  /** Direction towards the sun (normalised) and the irradiance it gives a surface facing it. */
  sun: { direction: Rgb; irradiance: Rgb; spread: number };
  /** Radiance from outside along a direction (the sky and the view): what the window shows. */
  outside: (dx: number, dy: number, dz: number, out: Float64Array) => void;
  lamps: { position: Rgb; intensity: Rgb }[];
  /** Air in the open: a surface d away keeps exp(-d / distance) of its light, the rest is `colour`. */
  haze?: { colour: Rgb; distance: number };
  camera: { position: Rgb; yaw: number; pitch: number; fov: number };
  /**
   * The picture's mean brightness once exposed (denoise.ts `expose`); left out, the usual 0.28. Lower
   * for a scene mostly in shade, so its sunlit parts are not burnt out, as a camera would meter it.
   */
  key?: number;
};

export type Traced = {
  width: number;
  height: number;
  /** Linear radiance, RGB per pixel. */
  colour: Float32Array;
  /**
   * The first surface a pixel's paths meet (a mirror's own included): its colour, normal and
   * distance, the denoiser's guides.
   */
  albedo: Float32Array;
  normal: Float32Array;
  depth: Float32Array;
};
