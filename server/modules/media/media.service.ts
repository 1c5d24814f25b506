import sharp from 'sharp';
import { m } from '#i18n/messages.js';
import { isShowcaseScene } from '../../../domain/showcase-photos.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type ScenePainter, ScenePainterBusy, type SceneWidth } from '../../demo/scene-photos.ts';
import { parseSceneKey, sceneKey } from '../../demo/scenes/scene-catalog.ts';
import { notFound, serviceUnavailable } from '../../http/http-error.ts';
import * as repo from './media.repository.ts';
import { type SceneFormat, sceneCache } from './scene-cache.ts';

/** Seconds a client is asked to wait when the painter's queue is full (Retry-After). */
export const PAINTER_BUSY_RETRY_SECONDS = 5;

/**
 * A demo photo (`beach-7.jpg`) at `width`, as JPEG or as WebP (`format`; the same picture in
 * fewer bytes, about half for a painted scene, for the browsers that take it). Only photos the data names exist (a listing
 * photo or a destination image with the URL `/api/media/scene/<file>`) or the site's own pages show
 * (SHOWCASE_SCENES, e.g. the interior-design portfolio); anything else is 404 before
 * any work. A photo is painted once per machine and kept under DATA_DIR, and its WebP made once
 * from it; painting takes turns on `painter`, and a full queue is 503 rather than a pile-up.
 */
export async function scenePhoto(
  deps: AppDeps,
  painter: ScenePainter,
  file: string,
  width: SceneWidth,
  format: SceneFormat = 'jpg',
): Promise<Buffer> {
  const name = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : '';
  const key = parseSceneKey(name);
  // Canonical names only (`beach-07` is not `beach-7`), so one picture has one URL and one file.
  if (!key || sceneKey(key.scene, key.variant) !== name) throw notFound(m.server_photo_not_found());
  if (!isShowcaseScene(name) && !(await repo.isImageUrlInUse(deps.db, `/api/media/scene/${file}`)))
    throw notFound(m.server_photo_not_found());

  const cache = sceneCache(deps.config.dataDir);
  const keep = (bytes: Buffer, as: SceneFormat) =>
    // A cache that cannot be written costs a repaint next time, not this answer.
    cache.write(name, width, bytes, as).catch((err: unknown) => {
      deps.log.warn({ err, file: cache.fileFor(name, width, as) }, 'could not keep a painted demo photo');
    });
  if (format === 'webp') {
    const kept = await cache.read(name, width, 'webp');
    if (kept) return kept;
  }
  const jpeg =
    (await cache.read(name, width)) ?? (await paint(painter, key, width, (bytes) => keep(bytes, 'jpg')));
  if (format === 'jpg') return jpeg;
  const webp = await sharp(jpeg).webp({ quality: 78 }).toBuffer();
  await keep(webp, 'webp');
  return webp;
}

async function paint(
  painter: ScenePainter,
  key: NonNullable<ReturnType<typeof parseSceneKey>>,
  width: SceneWidth,
  kept: (bytes: Buffer) => Promise<void>,
): Promise<Buffer> {
  try {
    return await painter.paint(key, width, kept);
  } catch (err) {
    if (err instanceof ScenePainterBusy) throw serviceUnavailable(m.server_photos_being_prepared());
    throw err;
  }
}
