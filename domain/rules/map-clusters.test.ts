import { describe, expect, it } from 'vitest';
import { type MapCluster, separateMarkers } from './map-clusters.ts';
import { mapCellDegrees } from './map-grid.ts';

const pixel = (zoom: number) => mapCellDegrees(zoom) / 60;

describe('separateMarkers', () => {
  it('folds a marker 10 px from a larger one into it: counts added, mean weighted, cheaper price', () => {
    const zoom = 5;
    const big: MapCluster = {
      lat: 20,
      lng: 75,
      count: 3,
      minPricePaise: 500_000,
      bounds: { minLat: 20, minLng: 75, maxLat: 20, maxLng: 75 },
    };
    const small: MapCluster = {
      lat: 20,
      lng: 75 + 10 * pixel(zoom),
      count: 1,
      minPricePaise: 320_000,
      propertyId: 'a',
    };
    const [only, ...rest] = separateMarkers([small, big], zoom);
    expect(rest).toEqual([]);
    expect(only).toEqual({
      lat: 20,
      lng: 75 + 2.5 * pixel(zoom),
      count: 4,
      minPricePaise: 320_000,
      bounds: { minLat: 20, minLng: 75, maxLat: 20, maxLng: 75 + 10 * pixel(zoom) },
    });
  });

  it('keeps markers 50 px apart as they are, largest first, and does not change what it was given', () => {
    const zoom = 8;
    const a: MapCluster = { lat: 15, lng: 74, count: 1, minPricePaise: 100, propertyId: 'a' };
    const b: MapCluster = { lat: 15 + 50 * pixel(zoom), lng: 74, count: 2, minPricePaise: 200 };
    const given = [a, b].map((c) => ({ ...c }));
    expect(separateMarkers(given, zoom)).toEqual([b, a]);
    expect(given).toEqual([a, b]);
  });

  it('counts every listing once across a crowded grid', () => {
    const zoom = 6;
    const clusters: MapCluster[] = Array.from({ length: 200 }, (_, i) => ({
      lat: 10 + (i % 20) * 15 * pixel(zoom),
      lng: 72 + Math.floor(i / 20) * 15 * pixel(zoom),
      count: 1 + (i % 3),
      minPricePaise: 1000 + i,
    }));
    const separated = separateMarkers(clusters, zoom);
    expect(separated.reduce((sum, c) => sum + c.count, 0)).toBe(
      clusters.reduce((sum, c) => sum + c.count, 0),
    );
    expect(separated.length).toBeLessThan(clusters.length);
    expect(Math.min(...separated.map((c) => c.minPricePaise))).toBe(1000);
  });
});
