import { describe, expect, it } from 'vitest';
import { type MapTarget, viewOfTarget } from './map-target.ts';
import {
  boxOfView,
  pixelInView,
  pixelOrigin,
  project,
  type Size,
  tilesOf,
  tileUrl,
  unproject,
} from './web-mercator.ts';

// The expected figures were read off Leaflet 1.9.4 itself: a 521 × 743 px map in Chromium (minZoom
// 3, maxZoom 18, started at India), after the same fitBounds or setView, then getCenter, getZoom,
// getPixelOrigin, getBounds and a TileLayer's tiles with their translate3d positions.
const size: Size = { width: 521, height: 743 };
const fitAround = (positions: Array<[number, number]>): MapTarget => ({
  key: 'k',
  follow: true,
  kind: 'fit',
  positions: positions.map(([lat, lng]) => ({ lat, lng })),
});
const tilesAsLeaflet = (target: MapTarget) =>
  tilesOf(viewOfTarget(target, size), size, 'https://{s}.t.example/{z}/{x}/{y}.png')
    .map((tile) => `${tile.key.split('/').slice(1).join('/')}@${tile.left},${tile.top}`)
    .sort()
    .join(' ');

describe('the map picture drawn before Leaflet loads', () => {
  it('projects as the slippy-map tile formula does', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    for (const [lat, lng, zoom] of [
      [24.5854, 73.7125, 12],
      [15.4909, 73.8278, 9],
      [-33.86, 151.2, 5],
    ] as const) {
      const n = 2 ** zoom;
      const rad = (lat * Math.PI) / 180;
      const tileX = ((lng + 180) / 360) * n;
      const tileY = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
      const p = project({ lat, lng }, zoom);
      expect(p.x / 256).toBeCloseTo(tileX, 6);
      expect(p.y / 256).toBeCloseTo(tileY, 6);
      const back = unproject(p, zoom);
      expect(back.lat).toBeCloseTo(lat, 9);
      expect(back.lng).toBeCloseTo(lng, 9);
    }
  });

  it("fits the results as Leaflet's fitBounds with 40 px padding and zoom 12 at most", () => {
    const spread = fitAround([
      [15.49, 73.83],
      [15.55, 73.75],
      [24.58, 73.71],
      [12.97, 77.59],
    ]);
    const view = viewOfTarget(spread, size);
    expect(view.zoom).toBe(6);
    expect(view.center.lat).toBeCloseTo(18.875426014060864, 9);
    expect(view.center.lng).toBeCloseTo(75.65, 9);
    expect(pixelOrigin(view, size)).toEqual({ x: 11374, y: 6945 });
    expect(tilesAsLeaflet(spread)).toBe(
      '44/27@-110,-33 44/28@-110,223 44/29@-110,479 44/30@-110,735 45/27@146,-33 45/28@146,223 45/29@146,479 45/30@146,735 46/27@402,-33 46/28@402,223 46/29@402,479 46/30@402,735',
    );
    // The box the map reports (getBounds, written with 5 decimals): the pins' question is the same.
    expect(boxOfView(view, size)).toEqual({
      minLng: 69.91699,
      minLat: 11.0059,
      maxLng: 81.36475,
      maxLat: 26.41155,
    });

    const near = fitAround([
      [15.49, 73.83],
      [15.52, 73.78],
    ]);
    expect(viewOfTarget(near, size).zoom).toBe(12);
    expect(pixelOrigin(viewOfTarget(near, size), size)).toEqual({ x: 739000, y: 478193 });
    // One place alone: the closest zoom the fit allows, centred on it.
    const alone = viewOfTarget(fitAround([[15.5, 73.8]]), size);
    expect(alone.zoom).toBe(12);
    expect(pixelOrigin(alone, size)).toEqual({ x: 738986, y: 478209 });
    expect(tilesAsLeaflet(fitAround([[15.5, 73.8]]))).toBe(
      '2886/1868@-170,-1 2886/1869@-170,255 2886/1870@-170,511 2887/1868@86,-1 2887/1869@86,255 2887/1870@86,511 2888/1868@342,-1 2888/1869@342,255 2888/1870@342,511',
    );
  });

  it("follows the address's box: fitted without a zoom, centred at its zoom", () => {
    const bbox = { minLng: 73.6, minLat: 15.3, maxLng: 74.1, maxLat: 15.7 };
    const fitted = viewOfTarget({ key: 'b', follow: true, kind: 'box', bbox, zoom: null }, size);
    expect(fitted.zoom).toBe(10);
    expect(pixelOrigin(fitted, size)).toEqual({ x: 184587, y: 119273 });
    expect(boxOfView(fitted, size)).toEqual({
      minLng: 73.49167,
      minLat: 15.00846,
      maxLng: 74.20715,
      maxLat: 15.99169,
    });

    const zoomed: MapTarget = {
      key: 'z',
      follow: true,
      kind: 'box',
      bbox: { ...bbox, minLng: 73.6, maxLng: 74.1 },
      zoom: 11,
    };
    expect(pixelOrigin(viewOfTarget(zoomed, size), size)).toEqual({ x: 369435, y: 238919 });
    expect(tilesAsLeaflet(zoomed)).toBe(
      '1443/933@-27,-71 1443/934@-27,185 1443/935@-27,441 1443/936@-27,697 1444/933@229,-71 1444/934@229,185 1444/935@229,441 1444/936@229,697 1445/933@485,-71 1445/934@485,185 1445/935@485,441 1445/936@485,697',
    );
  });

  it('shows India without results, and puts a place at its pixel in the frame', () => {
    const india = viewOfTarget(fitAround([]), size);
    expect(india).toEqual({ center: { lat: 22.6, lng: 79 }, zoom: 4 });
    const centre = pixelInView(india.center, india, size);
    expect(Math.abs(centre.x - size.width / 2)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(centre.y - size.height / 2)).toBeLessThanOrEqual(0.5);
  });

  it("fills the tile server's template as Leaflet does", () => {
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}.png', 45, 28, 6)).toBe(
      'https://b.t.example/6/45/28.png',
    );
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}.png', 2887, 1868, 12)).toBe(
      'https://a.t.example/12/2887/1868.png',
    );
    expect(tileUrl('https://t.example/{z}/{x}/{-y}{r}.png?key=abc', 1, 0, 1)).toBe(
      'https://t.example/1/1/1.png?key=abc',
    );
  });

  it('wraps tiles round the world and leaves out rows past the poles', () => {
    const tiles = tilesOf({ center: { lat: 80, lng: 179 }, zoom: 3 }, size, '/{z}/{x}/{y}');
    expect(tiles.every((t) => /^\/3\/[0-7]\/[0-7]$/.test(t.url))).toBe(true);
    expect(tiles.some((t) => t.url.startsWith('/3/0/'))).toBe(true);
  });
});
