import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeForKey, type FileStorage, isValidStorageKey, uploadUrl } from './file-storage.ts';

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
      const file = fileFor(key);
      if (!file) throw new RangeError(`Invalid storage key: ${key}`);
      if (contentTypeForKey(key) !== contentType) {
        throw new RangeError(`Key ${key} does not match content type ${contentType}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return { key, url: uploadUrl(key) };
    },

    async get(key) {
      const file = fileFor(key);
      if (!file) return null;
      try {
        return { bytes: await readFile(file), contentType: contentTypeForKey(key) };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
    },
  };
}
