import { describe, expect, it } from 'vitest';
import { boxOfBounds, centreOf, formatBbox, parseBbox, parseZoom, sameView } from './map-box.ts';

const goa = { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 };

describe('the map box in the address', () => {
  it('writes a box with at most 5 decimals and reads it back', () => {
    const box = { minLng: 73.7123456, minLat: 15.4, maxLng: 74.000004, maxLat: 15.6500049 };
    expect(formatBbox(box)).toBe('73.71235,15.4,74,15.65');
    expect(parseBbox(formatBbox(box))).toEqual({ minLng: 73.71235, minLat: 15.4, maxLng: 74, maxLat: 15.65 });
    expect(parseBbox(formatBbox(goa))).toEqual(goa);
  });

  it('writes negative coordinates and zero without a minus zero or an exponent', () => {
    expect(formatBbox({ minLng: -0.000001, minLat: -12.5, maxLng: 0.00001, maxLat: 3 })).toBe(
      '0,-12.5,0.00001,3',
    );
  });

  it('ignores a box that is not one the API takes', () => {
    for (const text of [
      null,
      '',
      '73.7,15.35,74.05',
      '73.7,15.35,74.05,15.65,1',
      '74.05,15.35,73.7,15.65', // min above max: would cross the antimeridian
      '73.7,15.65,74.05,15.35',
      '73.7,15.35,73.7,15.65', // no width
      '-181,15,74,16',
      '73,15,181,16',
      '73,-91,74,16',
      'a,b,c,d',
      '1e2,15,74,16',
    ]) {
      expect(parseBbox(text), String(text)).toBeNull();
    }
  });

  it('takes a zoom the map can show', () => {
    expect(parseZoom('12')).toBe(12);
    expect(parseZoom('3')).toBe(3);
    expect(parseZoom('18')).toBe(18);
    for (const text of [null, '', '2', '19', '12.5', '-4', 'x'])
      expect(parseZoom(text), String(text)).toBeNull();
  });

  it("clamps Leaflet's bounds past the world's edges and rounds them", () => {
    expect(boxOfBounds({ west: -250.5, south: -89, east: 250, north: 88.123 })).toEqual({
      minLng: -180,
      minLat: -85.05113,
      maxLng: 180,
      maxLat: 85.05113,
    });
    expect(boxOfBounds({ west: 73.700001, south: 15.35, east: 74.05, north: 15.65 })).toEqual(goa);
    expect(boxOfBounds({ west: 190, south: 10, east: 200, north: 20 })).toBeNull();
  });

  it('calls two views the same when the address would write them the same', () => {
    const view = { bbox: goa, zoom: 11 };
    expect(sameView(view, { bbox: { ...goa, minLng: 73.700001 }, zoom: 11 })).toBe(true);
    expect(sameView(view, { bbox: { ...goa, minLng: 73.7001 }, zoom: 11 })).toBe(false);
    expect(sameView(view, { bbox: goa, zoom: 12 })).toBe(false);
    expect(sameView(view, null)).toBe(false);
    expect(sameView(null, null)).toBe(true);
  });

  it('finds the middle of a box', () => {
    expect(centreOf(goa)).toEqual({ lat: 15.5, lng: 73.875 });
  });
});
