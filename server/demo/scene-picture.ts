import { isPainted, renderSceneSvg, type SceneKey } from './scenes/scene-catalog.ts';
import { isTraced } from './traced/traced-catalog.ts';
import { tracedPicture } from './traced/traced-photo.ts';

/** What a demo photo is developed from: a painted scene's SVG, or a room's traced render. */
export async function scenePicture(key: SceneKey, width: number, height: number): Promise<Buffer> {
  if (isPainted(key)) return Buffer.from(renderSceneSvg(key, width, height));
  if (isTraced(key.scene)) return tracedPicture(key.scene, key.variant, width, height);
  throw new RangeError(`no such scene: ${key.scene}`);
}
