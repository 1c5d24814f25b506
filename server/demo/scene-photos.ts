import sharp from 'sharp';
import { renderSceneSvg, type SceneKey } from './scenes/scene-catalog.ts';

/** Widths a scene photo is rendered at (4:3); cards ask for a small one, the gallery for the full one. */
export const SCENE_WIDTHS = [320, 640, 960, 1200] as const;
export type SceneWidth = (typeof SCENE_WIDTHS)[number];

const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Demo photos are drawn on first request from their key and kept in a small in-memory LRU cache.
 * Nothing is stored: any instance draws the same bytes for the same key, so the cache is only a speed-up.
 */
export function scenePhotoRenderer(maxBytes = CACHE_BYTES) {
  const cache = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  function remember(id: string, bytes: Buffer) {
    if (!cache.has(id)) return; // evicted while it was being drawn
    sizes.set(id, bytes.length);
    cachedBytes += bytes.length;
    for (const oldest of cache.keys()) {
      if (cachedBytes <= maxBytes) break;
      cache.delete(oldest);
      cachedBytes -= sizes.get(oldest) ?? 0;
      sizes.delete(oldest);
    }
  }

  return {
    /** The JPEG of a scene at `width` x 3/4 `width`. Concurrent requests for one key share one render. */
    render(key: SceneKey, width: SceneWidth): Promise<Buffer> {
      const id = `${key.scene}-${key.variant}@${width}`;
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id);
        cache.set(id, hit); // most recently used goes last
        return hit;
      }
      const rendering = sharp(Buffer.from(renderSceneSvg(key, width, (width * 3) / 4)))
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      cache.set(id, rendering);
      rendering.then(
        (bytes) => remember(id, bytes),
        () => cache.delete(id),
      );
      return rendering;
    },
    get cachedBytes() {
      return cachedBytes;
    },
  };
}
