/**
 * Answers kept for a short time by key (a URL): a burst of identical requests is answered from
 * memory instead of the database. Entries expire after `ttlMs`; past `maxEntries` the oldest go.
 * Held per process, as a cache may be: each instance fills its own.
 */
export type AnswerCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * The cached answer, or `create()`'s, kept from the moment it starts: requests that arrive while
   * it is being made wait for the same one instead of each asking the database (when an answer
   * expires under load, one query runs, not a hundred). A failed answer is not kept.
   */
  answer(key: string, create: () => Promise<Awaited<T>>): Promise<Awaited<T>>;
};

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
  const cache: AnswerCache<T> = {
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
    answer(key, create) {
      const kept = cache.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      const pending = create();
      cache.set(key, pending as T);
      pending.catch(() => {
        if (entries.get(key)?.value === pending) entries.delete(key);
      });
      return pending;
    },
  };
  return cache;
}
