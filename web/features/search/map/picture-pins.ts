import { type MapPoint, pinSize } from './map-pins.ts';
import { type Point, pixelInView, type Size, type View } from './web-mercator.ts';

/** Where a pin stands in the frame, in whole pixels: its box centred on its place, as Leaflet puts it. */
export type PinBox = { left: number; top: number; width: number; height: number };

export function pinBox(point: MapPoint, view: View, size: Size): PinBox {
  const at = pixelInView(point, view, size);
  const [width, height] = pinSize(point);
  return {
    left: Math.round(at.x) - Math.round(width / 2),
    top: Math.round(at.y) - Math.round(height / 2),
    width,
    height,
  };
}

/** How high a pin lies in the picture, as MapPreview stacks them: the active one, clusters, price pins. */
export function pinLayer(point: MapPoint, activeId: string | null): number {
  if (point.propertyId !== undefined && point.propertyId === activeId) return 2;
  return point.count > 1 ? 1 : 0;
}

/**
 * The pin a press at `at` (pixels from the frame's top left) lands on in the map's picture, or null:
 * the one on the highest layer (`pinLayer`), and of two alike the later one drawn (decision 141).
 */
export function pinAt(
  points: MapPoint[],
  view: View,
  size: Size,
  at: Point,
  activeId: string | null = null,
): MapPoint | null {
  let found: MapPoint | null = null;
  for (const point of points) {
    const box = pinBox(point, view, size);
    const inside =
      at.x >= box.left && at.x < box.left + box.width && at.y >= box.top && at.y < box.top + box.height;
    if (inside && (!found || pinLayer(point, activeId) >= pinLayer(found, activeId))) found = point;
  }
  return found;
}
