import { describe, expect, it } from 'vitest';
import { m } from '#i18n/messages.js';

// Counts go through the catalogue's plural forms (Intl.PluralRules): Hindi's "one" covers 0 and 1.
describe('counts of guests and nights in English and Hindi', () => {
  const en = { locale: 'en' } as const;
  const hi = { locale: 'hi' } as const;

  it('writes 1 and 2 guests', () => {
    expect(m.trips_count_guests({ count: 1 }, en)).toBe('1 guest');
    expect(m.trips_count_guests({ count: 2 }, en)).toBe('2 guests');
    expect(m.trips_count_guests({ count: 1 }, hi)).toBe('1 मेहमान');
    expect(m.trips_count_guests({ count: 2 }, hi)).toBe('2 मेहमान');
  });

  it('writes 1 and 2 nights, and 0 as Hindi writes one', () => {
    expect(m.trips_count_nights({ count: 1 }, en)).toBe('1 night');
    expect(m.trips_count_nights({ count: 2 }, en)).toBe('2 nights');
    expect(m.trips_count_nights({ count: 1 }, hi)).toBe('1 रात');
    expect(m.trips_count_nights({ count: 2 }, hi)).toBe('2 रातें');
    expect(m.trips_count_nights({ count: 0 }, hi)).toBe('0 रात');
  });
});
