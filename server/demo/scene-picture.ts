import type { Sharp } from 'sharp';
import type { SceneKey } from './scenes/scene-catalog.ts';
import { tracedPicture } from './traced/traced-photo.ts';

/**
 * What a demo photo is developed from, at width x height: the scene's traced render, resized and
 * turned round as its variant says. A sharp pipeline, not yet run: developing reads its pixels.
 */
export function scenePicture(key: SceneKey, width: number, height: number): Sharp {
  return tracedPicture(key.scene, key.variant, width, height);
}
