import { describe, expect, it } from 'vitest';
import { pinAt, pinBox } from './picture-pins.ts';
import { pixelInView } from './web-mercator.ts';

const view = { center: { lat: 20, lng: 78 }, zoom: 5 };
const size = { width: 600, height: 800 };
const listing = { lat: 20, lng: 78, count: 1, minPricePaise: 450_000, propertyId: 'a1' };
const cluster = { lat: 20, lng: 78.1, count: 12, minPricePaise: 350_000 };
const far = { lat: 15.5, lng: 73.8, count: 1, minPricePaise: 900_000, propertyId: 'b2' };

describe("the map picture's pins", () => {
  it('stand centred on their place, as Leaflet centres its icons', () => {
    // The view's centre is the frame's middle; "₹4,500" is 66 × 30.
    expect(pinBox(listing, view, size)).toEqual({ left: 267, top: 385, width: 66, height: 30 });
    expect(pinBox(cluster, view, size)).toMatchObject({ width: 44, height: 44 });
  });

  it('answer a press inside their box and not one outside it', () => {
    expect(pinAt([listing, far], view, size, { x: 268, y: 386 })?.propertyId).toBe('a1');
    expect(pinAt([listing, far], view, size, { x: 332, y: 414 })?.propertyId).toBe('a1');
    expect(pinAt([listing, far], view, size, { x: 333, y: 400 })).toBeNull();
    const farAt = pixelInView(far, view, size);
    expect(pinAt([listing, far], view, size, farAt)?.propertyId).toBe('b2');
    expect(pinAt([], view, size, { x: 300, y: 400 })).toBeNull();
  });

  it('give a press where a cluster covers a price pin to the cluster, drawn above it', () => {
    const overlap = { x: 310, y: 400 };
    expect(pinAt([listing, cluster], view, size, overlap)).toBe(cluster);
    expect(pinAt([cluster, listing], view, size, overlap)).toBe(cluster);
  });

  it('give it to the price pin whose card is open, lifted above the cluster', () => {
    const overlap = { x: 310, y: 400 };
    expect(pinAt([listing, cluster], view, size, overlap, 'a1')).toBe(listing);
    expect(pinAt([cluster, listing], view, size, overlap, 'a1')).toBe(listing);
    expect(pinAt([listing, cluster], view, size, overlap, 'b2')).toBe(cluster);
  });
});
