import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

/** A cache on a clock the test moves, and a maker that counts its answers. */
function setUp(ttlMs: number, maxEntries = 10) {
  const clock = { time: 1000 };
  const cache = createAnswerCache<string>({ ttlMs, maxEntries, now: () => clock.time });
  let made = 0;
  const make = async () => `answer ${++made}`;
  return { clock, cache, make, made: () => made };
}

describe('answer cache', () => {
  it('gives the kept answer while it is fresh', async () => {
    const { clock, cache, make, made } = setUp(500);
    expect(await cache.answer('/a', make)).toBe('answer 1');
    clock.time += 499;
    expect(await cache.answer('/a', make)).toBe('answer 1');
    expect(made()).toBe(1);
  });

  it('then gives it once more while its successor is made, and the successor after', async () => {
    const { clock, cache, make, made } = setUp(500);
    await cache.answer('/a', make);
    clock.time += 600;
    // Two requests at once: both get the kept answer, and one successor is made.
    expect(await Promise.all([cache.answer('/a', make), cache.answer('/a', make)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(made()).toBe(2);
    expect(await cache.answer('/a', make)).toBe('answer 2');
  });

  it('makes a new answer, and waits for it, once the kept one is more than twice as old', async () => {
    const { clock, cache, make } = setUp(500);
    await cache.answer('/a', make);
    clock.time += 1000;
    expect(await cache.answer('/a', make)).toBe('answer 2');
  });

  it('makes an answer once for requests that arrive together, and does not keep a failure', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    let made = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        made++;
        setTimeout(() => resolve(`answer ${made}`), 10);
      });
    expect(await Promise.all([1, 2, 3].map(() => cache.answer('/a', slow)))).toEqual([
      'answer 1',
      'answer 1',
      'answer 1',
    ]);
    expect(made).toBe(1);
    await expect(cache.answer('/b', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.answer('/b', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the oldest, and nothing with a time to live of 0', async () => {
    const { cache, make, made } = setUp(10_000, 2);
    for (const key of ['/1', '/2', '/3', '/1']) await cache.answer(key, make);
    expect(made()).toBe(4);
    const none = setUp(0);
    await none.cache.answer('/1', none.make);
    await none.cache.answer('/1', none.make);
    expect(none.made()).toBe(2);
  });
});
