import { describe, expect, it } from 'vitest';
import { afterMapMove } from './map-move.ts';

const goa = { bbox: { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 }, zoom: 11 };
const panned = { bbox: { minLng: 73.8, minLat: 15.35, maxLng: 74.15, maxLat: 15.65 }, zoom: 11 };

describe('what a map move leads to', () => {
  it('searches a new box the user moved to when searching as the map moves', () => {
    expect(afterMapMove({ byUser: true, searchAsMove: true, searched: goa, view: panned })).toBe('search');
    expect(afterMapMove({ byUser: true, searchAsMove: true, searched: null, view: panned })).toBe('search');
  });

  it('only offers to search the area when searching as it moves is off', () => {
    expect(afterMapMove({ byUser: true, searchAsMove: false, searched: goa, view: panned })).toBe('offer');
  });

  it("ignores the page's own moves and a move back to the searched box", () => {
    expect(afterMapMove({ byUser: false, searchAsMove: true, searched: goa, view: panned })).toBe('ignore');
    expect(afterMapMove({ byUser: false, searchAsMove: false, searched: null, view: panned })).toBe('ignore');
    expect(afterMapMove({ byUser: true, searchAsMove: true, searched: goa, view: { ...goa } })).toBe(
      'ignore',
    );
    expect(afterMapMove({ byUser: true, searchAsMove: false, searched: goa, view: goa })).toBe('ignore');
  });

  it('searches when only the zoom changed (clusters split or join)', () => {
    expect(
      afterMapMove({ byUser: true, searchAsMove: true, searched: goa, view: { ...goa, zoom: 12 } }),
    ).toBe('search');
  });
});
