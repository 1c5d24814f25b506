import { describe, expect, it } from 'vitest';
import { matchedPlaceOf } from './properties.ts';

describe('matchedPlaceOf', () => {
  it('reads the Matched-Place header as the server percent-encodes it', () => {
    expect(matchedPlaceOf('Udaipur')).toBe('Udaipur');
    expect(matchedPlaceOf('Old%20Manali')).toBe('Old Manali');
    expect(matchedPlaceOf('%E0%A4%97%E0%A5%8B%E0%A4%86')).toBe('गोआ');
  });

  it('is null when there is no header or it cannot be read', () => {
    expect(matchedPlaceOf(null)).toBeNull();
    expect(matchedPlaceOf('')).toBeNull();
    expect(matchedPlaceOf('%E0%A4')).toBeNull();
  });
});
