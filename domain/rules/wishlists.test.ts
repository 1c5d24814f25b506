import { describe, expect, it } from 'vitest';
import { byLastUsed, lastUsedAt, preselectedWishlist } from './wishlists.ts';

const at = (iso: string) => new Date(iso);
const list = (id: string, name: string, used: string) => ({ id, name, lastUsedAt: used });

describe('wishlist rules', () => {
  it('dates a list by its last save, or by its making when nothing was saved since', () => {
    const createdAt = at('2027-03-10T10:00:00Z');
    expect(lastUsedAt({ createdAt, lastSavedAt: null })).toEqual(createdAt);
    expect(lastUsedAt({ createdAt, lastSavedAt: at('2027-03-12T08:00:00Z') })).toEqual(
      at('2027-03-12T08:00:00Z'),
    );
    // Entries older than the list (kept from before lists existed) do not date it back.
    expect(lastUsedAt({ createdAt, lastSavedAt: at('2027-03-01T00:00:00Z') })).toEqual(createdAt);
  });

  it('orders lists last used first, equal times by name', () => {
    const lists = [
      list('a', 'Goa', '2027-03-10T10:00:00Z'),
      list('b', 'Kerala', '2027-03-12T10:00:00Z'),
      list('c', 'Alps', '2027-03-10T10:00:00Z'),
    ];
    expect(byLastUsed(lists).map((l) => l.name)).toEqual(['Kerala', 'Alps', 'Goa']);
    expect(lists.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('preselects the last used list, and none when there are no lists', () => {
    expect(preselectedWishlist([])).toBeNull();
    expect(
      preselectedWishlist([
        list('a', 'Old', '2027-01-01T00:00:00Z'),
        list('b', 'New', '2027-02-01T00:00:00Z'),
      ])?.id,
    ).toBe('b');
  });
});
