import { describe, expect, it } from 'vitest';
import {
  canStepGuestCount,
  defaultFilters,
  type GuestKey,
  guestRows,
  guestSummary,
  stepGuestCount,
} from './search-filters.ts';

const row = (key: GuestKey) => {
  const found = guestRows.find((r) => r.key === key);
  if (!found) throw new Error(`no guest row ${key}`);
  return found;
};

/** Presses − or + on a row of the guest picker `times` times, as a user would. */
function press(key: GuestKey, from: number, step: -1 | 1, times = 1): number {
  let count = from;
  for (let i = 0; i < times; i++) {
    if (canStepGuestCount(row(key), count, step)) count = stepGuestCount(row(key), count, step);
  }
  return count;
}

describe('search filters', () => {
  it('start with 2 adults and no one else', () => {
    expect(defaultFilters).toMatchObject({ adults: 2, children: 0, infants: 0, pets: 0 });
  });

  it('count adults and children only in the summary', () => {
    expect(guestSummary({ adults: 1, children: 0 })).toBe('1 guest');
    expect(guestSummary({ adults: 2, children: 1 })).toBe('3 guests');
  });

  it('add and remove one guest per press', () => {
    expect(press('adults', 2, 1)).toBe(3);
    expect(press('children', 0, 1)).toBe(1);
    expect(press('children', 1, -1)).toBe(0);
  });

  it('keep at least one adult: − at one adult is disabled and changes nothing', () => {
    expect(canStepGuestCount(row('adults'), 1, -1)).toBe(false);
    expect(press('adults', 2, -1, 5)).toBe(1);
  });

  it('never go below zero children, infants or pets', () => {
    for (const key of ['children', 'infants', 'pets'] as const) {
      expect(canStepGuestCount(row(key), 0, -1)).toBe(false);
      expect(press(key, 0, -1)).toBe(0);
    }
  });

  it('stop + at 16 adults, 10 children, 5 infants and 5 pets (decision 14)', () => {
    for (const [key, max] of [
      ['adults', 16],
      ['children', 10],
      ['infants', 5],
      ['pets', 5],
    ] as const) {
      expect(press(key, 0, 1, 40)).toBe(max);
      expect(canStepGuestCount(row(key), max, 1)).toBe(false);
      expect(canStepGuestCount(row(key), max, -1)).toBe(true);
    }
  });

  it('ask about a service animal on the pets row', () => {
    expect(row('pets')).toMatchObject({ label: 'Pets', hint: 'Bringing a service animal?' });
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
