/**
 * Answers kept for a short time by key (a URL): a burst of identical requests is answered from
 * memory instead of the database. Entries expire after `ttlMs`; past `maxEntries` the oldest go.
 * Held per process, as a cache may be: each instance fills its own.
 */
export type AnswerCache<T> = { get(key: string): T | undefined; set(key: string, value: T): void };

export function createAnswerCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): AnswerCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      // A Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
