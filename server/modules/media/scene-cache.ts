import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How demo photos are painted. Raise it whenever a change makes a key paint different bytes (new
 * traced renders included: scripts/render-traced-scenes.ts), so a machine stops serving the photos
 * it kept from the older painting (they stay on disk, unread).
 */
export const PAINTING_VERSION = 6;

/** A painted photo is kept as painted (JPEG) and, once a browser has asked for it, as WebP. */
export type SceneFormat = 'jpg' | 'webp';

/** The folder under DATA_DIR where painted demo photos are kept, one file per key and width. */
export const sceneCacheDir = (dataDir: string) => path.join(dataDir, 'scene-cache', `v${PAINTING_VERSION}`);

/**
 * Painted demo photos on this machine's disk (`DATA_DIR/scene-cache/v<PAINTING_VERSION>/<key>@<width>.jpg`, and `.webp`), so each is
 * painted once per machine, not once per process. `name` is a canonical scene key (`beach-7`).
 * Local disk on purpose, not the file storage: every instance can paint the same bytes itself.
 */
export function sceneCache(dataDir: string) {
  const dir = sceneCacheDir(dataDir);
  const fileFor = (name: string, width: number, format: SceneFormat = 'jpg') =>
    path.join(dir, `${name}@${width}.${format}`);

  return {
    fileFor,

    async read(name: string, width: number, format: SceneFormat = 'jpg'): Promise<Buffer | null> {
      try {
        return await readFile(fileFor(name, width, format));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    /** Temp file, then rename: a reader (another process too) never sees half a picture. */
    async write(name: string, width: number, bytes: Buffer, format: SceneFormat = 'jpg'): Promise<void> {
      const file = fileFor(name, width, format);
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.part`;
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
  };
}
