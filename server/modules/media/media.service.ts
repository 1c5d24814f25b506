import { m } from '#i18n/messages.js';
import { isShowcaseScene } from '../../../domain/showcase-photos.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type ScenePainter, ScenePainterBusy, type SceneWidth } from '../../demo/scene-photos.ts';
import { parseSceneKey, sceneKey } from '../../demo/scenes/scene-catalog.ts';
import { notFound, serviceUnavailable } from '../../http/http-error.ts';
import * as repo from './media.repository.ts';
import { sceneCache } from './scene-cache.ts';

/** Seconds a client is asked to wait when the painter's queue is full (Retry-After). */
export const PAINTER_BUSY_RETRY_SECONDS = 5;

/**
 * The JPEG of a demo photo (`beach-7.jpg`) at `width`. Only photos the data names exist (a listing
 * photo or a destination image with the URL `/api/media/scene/<file>`) or the site's own pages show
 * (SHOWCASE_SCENES, e.g. the interior-design portfolio); anything else is 404 before
 * any work. A photo is painted once per machine and kept under DATA_DIR; painting takes turns on
 * `painter`, and a full queue is 503 rather than a pile-up.
 */
export async function scenePhoto(
  deps: AppDeps,
  painter: ScenePainter,
  file: string,
  width: SceneWidth,
): Promise<Buffer> {
  const name = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : '';
  const key = parseSceneKey(name);
  // Canonical names only (`beach-07` is not `beach-7`), so one picture has one URL and one file.
  if (!key || sceneKey(key.scene, key.variant) !== name) throw notFound(m.server_photo_not_found());
  if (!isShowcaseScene(name) && !(await repo.isImageUrlInUse(deps.db, `/api/media/scene/${file}`)))
    throw notFound(m.server_photo_not_found());

  const cache = sceneCache(deps.config.dataDir);
  const cached = await cache.read(name, width);
  if (cached) return cached;
  try {
    return await painter.paint(key, width, async (bytes) => {
      // A cache that cannot be written costs a repaint next time, not this answer.
      await cache.write(name, width, bytes).catch((err: unknown) => {
        deps.log.warn({ err, file: cache.fileFor(name, width) }, 'could not keep a painted demo photo');
      });
    });
  } catch (err) {
    if (err instanceof ScenePainterBusy) throw serviceUnavailable(m.server_photos_being_prepared());
    throw err;
  }
}
