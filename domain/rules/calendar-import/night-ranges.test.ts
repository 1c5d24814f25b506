import { describe, expect, it } from 'vitest';
import { clipRanges, mergeRanges, nightCount, withoutTaken } from './night-ranges.ts';

const r = (start: string, end: string) => ({ start, end });

describe('night ranges', () => {
  it('merges overlapping and touching ranges, sorted, and drops empty ones', () => {
    expect(
      mergeRanges([
        r('2027-03-10', '2027-03-12'),
        r('2027-03-01', '2027-03-03'),
        r('2027-03-03', '2027-03-05'),
        r('2027-03-11', '2027-03-15'),
        r('2027-03-20', '2027-03-20'),
      ]),
    ).toEqual([r('2027-03-01', '2027-03-05'), r('2027-03-10', '2027-03-15')]);
  });

  it('clips to a window', () => {
    expect(
      clipRanges(
        [r('2027-02-25', '2027-03-03'), r('2027-03-05', '2027-03-09'), r('2027-01-01', '2027-01-05')],
        '2027-03-01',
        '2027-03-07',
      ),
    ).toEqual([r('2027-03-01', '2027-03-03'), r('2027-03-05', '2027-03-07')]);
  });

  it('leaves out the nights something else holds, splitting a range around them', () => {
    expect(
      withoutTaken(
        [r('2027-03-01', '2027-03-10')],
        [r('2027-03-03', '2027-03-05'), r('2027-03-09', '2027-03-12'), r('2027-02-20', '2027-03-01')],
      ),
    ).toEqual([r('2027-03-01', '2027-03-03'), r('2027-03-05', '2027-03-09')]);
    expect(withoutTaken([r('2027-03-01', '2027-03-03')], [r('2027-02-01', '2027-04-01')])).toEqual([]);
  });

  it('counts nights', () => {
    expect(nightCount([r('2027-02-27', '2027-03-02'), r('2027-03-05', '2027-03-06')])).toBe(4);
  });
});
