import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('answer cache', () => {
  it('answers a key until it expires', () => {
    let clock = 1000;
    const cache = createAnswerCache<string>({ ttlMs: 500, maxEntries: 10, now: () => clock });
    cache.set('/a', 'first');
    clock += 499;
    expect(cache.get('/a')).toBe('first');
    clock += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createAnswerCache<number>({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('/1', 1);
    cache.set('/2', 2);
    cache.set('/3', 3);
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')]).toEqual([undefined, 2, 3]);
  });

  it('keeps nothing when the time to live is 0', () => {
    const cache = createAnswerCache<number>({ ttlMs: 0, maxEntries: 2 });
    cache.set('/1', 1);
    expect(cache.get('/1')).toBeUndefined();
  });
});

describe('answer cache: one answer for requests that arrive together', () => {
  it('makes an answer once for concurrent requests, and does not keep a failure', async () => {
    const cache = createAnswerCache<Promise<string>>({ ttlMs: 10_000, maxEntries: 10 });
    let made = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        made++;
        setTimeout(() => resolve(`answer ${made}`), 10);
      });
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('/a', slow)));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(made).toBe(1);

    await expect(cache.answer('/b', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.answer('/b', async () => 'recovered')).toBe('recovered');
  });
});
