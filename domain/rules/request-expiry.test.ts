import { describe, expect, it } from 'vitest';
import { requestAnswerBy, requestHasLapsed, requestsExpireIfMadeBefore } from './request-expiry.ts';

describe('a contact request expires after the setting’s hours', () => {
  const madeAt = new Date('2026-11-20T10:00:00Z');

  it('answers by 48 hours later at the default, or the configured hours', () => {
    expect(requestAnswerBy(madeAt, 48).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(requestAnswerBy(madeAt.toISOString(), 1).toISOString()).toBe('2026-11-20T11:00:00.000Z');
  });

  it('lapses only after the answer-by instant, as the sweep sees it', () => {
    const answerBy = requestAnswerBy(madeAt, 48);
    expect(requestHasLapsed(madeAt, answerBy, 48)).toBe(false);
    expect(requestHasLapsed(madeAt, new Date(answerBy.getTime() + 1), 48)).toBe(true);
    expect(requestsExpireIfMadeBefore(answerBy, 48)).toEqual(madeAt);
  });
});
