import { describe, expect, it } from 'vitest';
import { clusterSize, clusterZoom, pinLabel, pinSize, pointKey } from './map-pins.ts';

const listing = { lat: 15.49, lng: 73.83, count: 1, minPricePaise: 450_000, propertyId: 'a1' };
const cluster = { lat: 15.5, lng: 73.8, count: 12, minPricePaise: 350_050 };

describe('map pins', () => {
  it("shows a listing's price as the cards do, and a cluster's count", () => {
    expect(pinLabel(listing)).toEqual({ text: '₹4,500', spoken: '₹4,500 a night, show this stay' });
    expect(pinLabel(cluster)).toEqual({ text: '12', spoken: '12 stays from ₹3,500.50 a night, zoom in' });
    expect(pinLabel({ ...cluster, count: 125_000, minPricePaise: 25_000_000 }).text).toBe('999+');
    expect(pinLabel({ ...cluster, count: 125_000, minPricePaise: 25_000_000 }).spoken).toBe(
      '125000 stays from ₹2,50,000 a night, zoom in',
    );
  });

  it('sizes a cluster by its digits', () => {
    expect([2, 9, 10, 99, 100, 5000].map(clusterSize)).toEqual(['sm', 'sm', 'md', 'md', 'lg', 'lg']);
  });

  it('gives a price tag room for its text and a cluster its circle', () => {
    expect(pinSize(listing)).toEqual([66, 30]); // ₹4,500: five 8 px glyphs, a comma, padding
    expect(pinSize({ ...listing, minPricePaise: 25_000_000 })).toEqual([86, 30]); // ₹2,50,000
    expect(pinSize(cluster)).toEqual([44, 44]);
    expect(pinSize({ ...cluster, count: 3 })).toEqual([36, 36]);
  });

  it('zooms a pressed cluster two levels closer, never past the last level', () => {
    expect(clusterZoom(5)).toBe(7);
    expect(clusterZoom(5.4)).toBe(7);
    expect(clusterZoom(17)).toBe(18);
    expect(clusterZoom(18)).toBe(18);
    expect(clusterZoom(12, 13)).toBe(13);
  });

  it('keys a listing by its id and a cluster by where it stands and what it holds', () => {
    expect(pointKey(listing)).toBe('a1');
    expect(pointKey(cluster)).toBe('15.50000,73.80000:12');
  });
});
