import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorableKey,
  contentTypeForKey,
  type FileStorage,
  isValidStorageKey,
  uploadUrl,
} from './file-storage.ts';

const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** Files under `root` (DATA_DIR/uploads); the content type follows the key's extension. */
export function diskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function fileFor(key: string): string | null {
    if (!isValidStorageKey(key)) return null;
    const file = path.resolve(base, key);
    // Belt and braces: the key pattern already rules out leaving the root.
    return file.startsWith(base + path.sep) ? file : null;
  }

  return {
    async put(key, bytes, contentType) {
      assertStorableKey(key, contentType);
      const file = fileFor(key);
      if (!file) throw new RangeError(`Invalid storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      return { key, url: uploadUrl(key) };
    },

    async get(key) {
      const file = fileFor(key);
      if (!file) return null;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'r');
      } catch (err) {
        if (NOT_THERE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
      // Stat the opened file, not the path: what is measured is what is streamed.
      const stats = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the handle when it ends or is destroyed (a client that goes away).
      return { stream: handle.createReadStream(), contentType: contentTypeForKey(key), size: stats.size };
    },

    async delete(keys) {
      for (const key of keys) {
        const file = fileFor(key);
        if (file) await rm(file, { force: true });
      }
    },
  };
}
