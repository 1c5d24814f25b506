import type { Readable } from 'node:stream';

/** A stored file as the server hands it back: a stream to pipe, never the whole file in memory. */
export type StoredFile = { stream: Readable; contentType: string; size?: number };

/**
 * Where uploaded files live: disk under DATA_DIR/uploads by default, or an S3-compatible bucket.
 * Keys are server-chosen relative paths such as `photos/3f2a-640.webp`.
 */
export interface FileStorage {
  /** Stores `bytes` under `key` (overwriting) and answers the public URL it is served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  /** The file under `key`, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files under `keys`; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** The public path a stored file is served at (GET /api/uploads/<key>). */
export const uploadUrl = (key: string) => `/api/uploads/${key}`;

// One or more path segments of letters, digits, dot, dash and underscore; no segment starts with a dot,
// so `..`, hidden files and absolute paths are impossible.
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidStorageKey(key: string): boolean {
  // `.part` names are the disk's half-written temporaries: never a key, so never served.
  return KEY.test(key) && !key.endsWith('.part') && !key.split('/').some((segment) => segment.endsWith('.'));
}

/** Refuses a key that is not a plain relative key, or whose extension names another type. */
export function assertStorableKey(key: string, contentType: string) {
  if (!isValidStorageKey(key)) throw new RangeError(`Invalid storage key: ${key}`);
  if (contentTypeForKey(key) !== contentType) {
    throw new RangeError(`Key ${key} does not match content type ${contentType}`);
  }
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type a key's extension stands for (the disk keeps no other metadata). */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** The extension to give a new key for a content type, e.g. `image/jpeg` -> `jpg`; null if not stored. */
export function extensionForContentType(contentType: string): string | null {
  const entry = Object.entries(TYPE_BY_EXTENSION).find(([, type]) => type === contentType.toLowerCase());
  return entry ? entry[0] : null;
}
