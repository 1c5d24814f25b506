import { describe, expect, it } from 'vitest';
import { defaultFilters, guestRows, guestSummary } from './search-filters.ts';

describe('search filters', () => {
  it('start with 2 adults and no one else', () => {
    expect(defaultFilters).toMatchObject({ adults: 2, children: 0, infants: 0, pets: 0 });
  });

  it('count adults and children only in the summary', () => {
    expect(guestSummary({ adults: 1, children: 0 })).toBe('1 guest');
    expect(guestSummary({ adults: 2, children: 1 })).toBe('3 guests');
  });

  it('keep the spec minimums and the service-animal label', () => {
    const byKey = Object.fromEntries(guestRows.map((r) => [r.key, r]));
    expect(byKey.adults?.min).toBe(1);
    expect(byKey.children?.min).toBe(0);
    expect(byKey.infants?.min).toBe(0);
    expect(byKey.pets?.min).toBe(0);
  });

  it('label each age group as the spec does', () => {
    expect(guestRows.map((r) => [r.label, r.hint])).toEqual([
      ['Adults', 'Ages 13 or above'],
      ['Children', 'Ages 2-12'],
      ['Infants', 'Under 2'],
      ['Pets', 'Bringing a service animal?'],
    ]);
  });

  it('leave infants and pets out of the summary', () => {
    const filters = { ...defaultFilters, adults: 1, infants: 2, pets: 1 };
    expect(guestSummary(filters)).toBe('1 guest');
  });
});
