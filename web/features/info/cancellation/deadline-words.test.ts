import { describe, expect, it } from 'vitest';
import { refundDeadlineWords } from '../../../../domain/rules/refund-quote.ts';
import { deadlineText } from './deadline-words.ts';

describe('the refund deadlines in words (English build)', () => {
  it("are the refund rule's own words", () => {
    for (const rule of ['Flexible', 'Moderate', 'Strict', 'Long stay'] as const)
      expect(deadlineText(rule)).toBe(refundDeadlineWords(rule));
    expect(deadlineText('Flexible')).toBe('24 hours');
    expect(deadlineText('Moderate')).toBe('5 days');
  });
});
