import { describe, expect, it } from 'vitest';
import { clampPhoto, photoAfterSwipe } from './photo-swipe.ts';

const at = (index: number, dx: number, dy = 0) => photoAfterSwipe({ index, count: 12, dx, dy, width: 390 });

describe('photoAfterSwipe', () => {
  it('shows the next photo when dragged left, the previous when dragged right', () => {
    expect(at(2, -120)).toBe(3);
    expect(at(2, 120)).toBe(1);
  });

  it('keeps the photo for a tap or a short drag', () => {
    expect(at(2, 0)).toBe(2);
    expect(at(2, -40)).toBe(2);
  });

  it('keeps the photo when the finger moved more up or down than sideways (a scroll)', () => {
    expect(at(2, -80, 120)).toBe(2);
  });

  it('needs a sixth of a wide viewer', () => {
    expect(photoAfterSwipe({ index: 0, count: 3, dx: -150, dy: 0, width: 1280 })).toBe(0);
    expect(photoAfterSwipe({ index: 0, count: 3, dx: -220, dy: 0, width: 1280 })).toBe(1);
  });

  it('stops at the first and the last photo', () => {
    expect(at(0, 200)).toBe(0);
    expect(at(11, -200)).toBe(11);
  });
});

describe('clampPhoto', () => {
  it('keeps an index inside the photos, and 0 when there are none', () => {
    expect(clampPhoto(-1, 5)).toBe(0);
    expect(clampPhoto(7, 5)).toBe(4);
    expect(clampPhoto(3, 0)).toBe(0);
  });
});
