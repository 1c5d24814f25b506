import { daysBetween } from '../stay-dates.ts';

// Nights as half-open ranges of calendar dates, [start, end) like stays and blocks.

export type NightRange = { start: string; end: string };

/** The ranges sorted and joined where they overlap or touch: the fewest blocks for the same nights. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => (a.start < b.start ? -1 : 1));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

/** The ranges cut to [from, to): nights outside it are dropped. */
export function clipRanges(ranges: readonly NightRange[], from: string, to: string): NightRange[] {
  return ranges
    .map((r) => ({ start: r.start < from ? from : r.start, end: r.end > to ? to : r.end }))
    .filter((r) => r.end > r.start);
}

/** The nights of `ranges` that no range of `taken` holds, merged. */
export function withoutTaken(ranges: readonly NightRange[], taken: readonly NightRange[]): NightRange[] {
  let left = mergeRanges(ranges);
  for (const hole of mergeRanges(taken)) {
    left = left.flatMap((r) => {
      if (hole.end <= r.start || hole.start >= r.end) return [r];
      return [
        { start: r.start, end: hole.start },
        { start: hole.end, end: r.end },
      ].filter((part) => part.end > part.start);
    });
  }
  return left;
}

export const overlaps = (a: NightRange, b: NightRange) => a.start < b.end && b.start < a.end;

/** How many nights the ranges hold (they must not overlap). */
export const nightCount = (ranges: readonly NightRange[]) =>
  ranges.reduce((sum, r) => sum + daysBetween(r.start, r.end), 0);
