import { describe, expect, it } from 'vitest';
import { matchesOnPhone } from './phone-media.ts';

describe('media queries on the phone the server draws for', () => {
  it('answers width queries for a 390 px screen', () => {
    expect(matchesOnPhone('(max-width: 767px)')).toBe(true);
    expect(matchesOnPhone('(min-width: 768px)')).toBe(false);
    expect(matchesOnPhone('(min-width: 1024px)')).toBe(false);
    expect(matchesOnPhone('(min-width: 360px)')).toBe(true);
    expect(matchesOnPhone('(min-width: 360px) and (max-width: 767px)')).toBe(true);
    expect(matchesOnPhone('(min-width: 400px) and (max-width: 767px)')).toBe(false);
  });

  it('has a coarse pointer and no known preference', () => {
    expect(matchesOnPhone('(pointer: coarse)')).toBe(true);
    expect(matchesOnPhone('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(matchesOnPhone('(hover: hover)')).toBe(false);
  });
});
