/**
 * Answers kept for a short time by key (a URL): a burst of identical requests is answered from
 * memory instead of the database. Held per process, as a cache may be: each instance fills its own.
 *
 * - An answer is made once for the requests that arrive while it is being made (they wait for the
 *   same one): when a popular answer is missing, one query runs, not a hundred.
 * - Fresh for `ttlMs`; for another `ttlMs` it is still given while one request makes its successor
 *   in the background, so nobody waits on a query for a popular URL. After that it is made anew.
 *   An answer is therefore at most about twice `ttlMs` old.
 * - A failed answer is not kept. Past `maxEntries` the oldest entries go. `ttlMs` 0 keeps nothing.
 */
export type AnswerCache<T> = { answer(key: string, create: () => Promise<T>): Promise<T> };

type Entry<T> = { value: Promise<T>; freshUntil: number; refreshing: boolean };

export function createAnswerCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): AnswerCache<T> {
  const entries = new Map<string, Entry<T>>();

  const keep = (key: string, value: Promise<T>) => {
    if (ttlMs <= 0) return;
    entries.delete(key);
    entries.set(key, { value, freshUntil: now() + ttlMs, refreshing: false });
    // A Map keeps insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
  };

  return {
    answer(key, create) {
      const entry = entries.get(key);
      const time = now();
      if (entry && time < entry.freshUntil) return entry.value;
      if (entry && time < entry.freshUntil + ttlMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          const next = create();
          next.then(
            () => keep(key, next),
            () => {
              entry.refreshing = false;
            },
          );
        }
        return entry.value;
      }
      const made = create();
      keep(key, made);
      return made;
    },
  };
}
