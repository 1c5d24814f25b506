/**
 * Which photo a finished swipe lands on. A drag counts when it moved mostly sideways and at least
 * a sixth of the viewer's width (or 50 px on a narrow one), so a tap or a slightly crooked
 * vertical scroll never changes the photo. Dragging left shows the next photo; the ends stop
 * (no wrapping: the counter "1 / 12" would otherwise jump to "12 / 12").
 */
export function photoAfterSwipe({
  index,
  count,
  dx,
  dy,
  width,
}: {
  index: number;
  count: number;
  dx: number;
  dy: number;
  width: number;
}): number {
  const threshold = Math.max(50, width / 6);
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return index;
  return clampPhoto(index + (dx < 0 ? 1 : -1), count);
}

/** A photo index kept within 0..count-1. */
export function clampPhoto(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
