export type BackgroundWork = ReturnType<typeof createBackgroundWork>;

/**
 * Work started by a request that its answer does not wait for (so the answer's timing tells
 * nothing about it). Failures are logged; `drain()` waits for everything started so far, which
 * shutdown and tests use.
 */
export function createBackgroundWork(log: { error(details: object, message: string): void }) {
  const running = new Set<Promise<unknown>>();
  return {
    run(what: string, work: () => Promise<unknown>) {
      // Started on a later turn of the event loop: the answer is written first (PGlite runs its
      // queries on this thread, so work started at once would still delay the answer).
      const job: Promise<unknown> = new Promise((started) => setImmediate(started))
        .then(work)
        .catch((err) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
