import sharp, { type Sharp } from 'sharp';
import { isPainted, renderSceneSvg, type SceneKey } from './scenes/scene-catalog.ts';
import { isTraced } from './traced/traced-catalog.ts';
import { tracedPicture } from './traced/traced-photo.ts';

/**
 * What a demo photo is developed from, at width x height: a painted scene's SVG, or a traced
 * render (a room, the pool) resized. A sharp pipeline, not yet run: developing reads its pixels.
 */
export function scenePicture(key: SceneKey, width: number, height: number): Sharp {
  if (isPainted(key)) return sharp(Buffer.from(renderSceneSvg(key, width, height)));
  if (isTraced(key.scene)) return tracedPicture(key.scene, key.variant, width, height);
  throw new RangeError(`no such scene: ${key.scene}`);
}
