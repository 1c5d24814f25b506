import { describe, expect, it } from 'vitest';
import { MAX_MAP_CELLS, mapCellDegrees, mapCellOf, mapCellsSpanned } from './map-grid.ts';

describe('the map grid', () => {
  it('makes a cell 60 px of a 256 px tile: 84.375° at zoom 0, half as wide each zoom in', () => {
    expect(mapCellDegrees(0)).toBe(84.375);
    expect(mapCellDegrees(1)).toBe(42.1875);
    expect(mapCellDegrees(10)).toBeCloseTo(0.0824, 4);
    expect(mapCellDegrees(20)).toBeCloseTo(0.0000805, 7);
  });

  it('puts a position in the cell counted from longitude 0 and latitude 0', () => {
    // Mumbai at zoom 5: cells of 2.63671875°.
    expect(mapCellOf({ lat: 19.08, lng: 72.88 }, 5)).toEqual({ column: 27, row: 7 });
    // West and south of 0 the cells count down: floor, not truncation.
    expect(mapCellOf({ lat: -0.01, lng: -0.01 }, 5)).toEqual({ column: -1, row: -1 });
    // A position on a cell's lower edge belongs to that cell.
    expect(mapCellOf({ lat: 0, lng: 2.63671875 }, 5)).toEqual({ column: 1, row: 0 });
  });

  it('splits a cell in four when zooming in by one', () => {
    // One cell at zoom 7 (side 0.6591796875°): longitudes 72.51-73.17, latitudes 18.46-19.12.
    const positions = [
      { lat: 18.6, lng: 72.6 },
      { lat: 18.6, lng: 73.0 },
      { lat: 19.0, lng: 72.6 },
      { lat: 19.0, lng: 73.0 },
    ];
    const cells = (zoom: number) => new Set(positions.map((p) => JSON.stringify(mapCellOf(p, zoom)))).size;
    expect(cells(7)).toBe(1);
    expect(cells(8)).toBe(4);
    // Every cell at zoom 8 sits inside its parent at zoom 7.
    for (const p of positions) {
      const parent = mapCellOf(p, 7);
      const child = mapCellOf(p, 8);
      expect(Math.floor(child.column / 2)).toBe(parent.column);
      expect(Math.floor(child.row / 2)).toBe(parent.row);
    }
  });

  it('counts the cells a box spans, to refuse a box far larger than a screen at its zoom', () => {
    const india = { minLng: 68, minLat: 6, maxLng: 98, maxLat: 37 };
    // Zoom 0: longitudes 68 and 98 fall in columns 0 and 1 (84.375° each), latitudes in row 0.
    expect(mapCellsSpanned(india, 0)).toBe(2);
    // Zoom 5 (2.63671875°): columns 25-37, rows 2-14.
    expect(mapCellsSpanned(india, 5)).toBe(13 * 13);
    // India is about 1,400 px wide at zoom 7 and 2,700 at zoom 8: a screen holds it at 7, not at 8.
    expect(mapCellsSpanned(india, 7)).toBeLessThanOrEqual(MAX_MAP_CELLS);
    expect(mapCellsSpanned(india, 8)).toBeGreaterThan(MAX_MAP_CELLS);
    expect(mapCellsSpanned({ minLng: 73, minLat: 19, maxLng: 73, maxLat: 19 }, 20)).toBe(1);
  });
});
