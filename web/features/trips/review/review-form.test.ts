import { describe, expect, it } from 'vitest';
import { commentCountText, reviewBody, reviewComplete, starLabel } from './review-form.ts';

const ids = ['clean', 'accuracy'];
const comment = 'Spotless rooms and a quick host.';

describe('the Write Review form', () => {
  it('counts the comment as the server does, trimmed, and says what is missing', () => {
    expect(commentCountText('')).toEqual({ count: '0 / 1000', note: '20 more characters needed' });
    expect(commentCountText(`  ${'a'.repeat(19)}  `)).toEqual({
      count: '19 / 1000',
      note: '1 more character needed',
    });
    expect(commentCountText('a'.repeat(20))).toEqual({ count: '20 / 1000', note: null });
    expect(commentCountText('a'.repeat(1002))).toEqual({
      count: '1002 / 1000',
      note: '2 characters too many',
    });
  });

  it('is complete with a score for every parameter and a comment of 20 to 1000 characters', () => {
    expect(reviewComplete(ids, { clean: 5, accuracy: 4 }, comment)).toBe(true);
    expect(reviewComplete(ids, { clean: 5 }, comment)).toBe(false);
    expect(reviewComplete(ids, { clean: 5, accuracy: 0 }, comment)).toBe(false);
    expect(reviewComplete(ids, { clean: 5, accuracy: 4 }, 'Too short')).toBe(false);
    expect(reviewComplete(ids, { clean: 5, accuracy: 4 }, 'a'.repeat(1001))).toBe(false);
    expect(reviewComplete([], {}, comment)).toBe(false);
  });

  it('sends a score for each active parameter only, and the trimmed comment', () => {
    expect(reviewBody(ids, { clean: 5, accuracy: 4, retired: 3 }, `  ${comment} `)).toEqual({
      ratings: { clean: 5, accuracy: 4 },
      comment,
    });
  });

  it('names the stars', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(5)).toBe('5 stars');
  });
});
