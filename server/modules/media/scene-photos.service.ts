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

/** A neutral placeholder picture of any size (traveller §2: /api/placeholder/{w}/{h}). */
export function placeholderSvg(width: number, height: number): string {
  const icon = Math.max(8, Math.round(Math.min(width, height) * 0.28));
  const x = (width - icon) / 2;
  const y = (height - icon) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No photo">
<rect width="100%" height="100%" fill="#e7e5e0"/>
<g transform="translate(${x} ${y}) scale(${icon / 24})" fill="none" stroke="#a8a29e" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 17-5-5-9 8"/>
</g></svg>`;
}
