import { describe, expect, it } from 'vitest';
import { legalLastUpdated } from './legal-dates.ts';

describe('the legal pages’ last change', () => {
  it('reads as every date on the site does, on any machine clock', () => {
    expect(legalLastUpdated).toBe('4 Aug 2025');
  });
});
