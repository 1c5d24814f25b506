import { m } from '#i18n/messages.js';
import { addDays, daysBetween } from '../../../../domain/rules/stay-dates.ts';
import { formatStayDate, type IsoDate } from '../../../lib/calendar-dates.ts';
import { type MonthKey, monthNights, monthOf, shiftMonth, weekdayIndex } from './calendar-month.ts';

// Choosing nights on the host calendar, kept pure: a click picks the first night and a second click
// the last (either order), a drag picks both at once, the keyboard moves the focus night by night.

/** The nights from `first` to `last`, both included (the host thinks in nights, not check-outs). */
export type NightRange = { first: IsoDate; last: IsoDate };

/** `anchor`: the first night picked while the last is still to come (the range is that one night). */
export type NightSelection = { range: NightRange | null; anchor: IsoDate | null };

export const noSelection: NightSelection = { range: null, anchor: null };

export const rangeBetween = (a: IsoDate, b: IsoDate): NightRange =>
  a <= b ? { first: a, last: b } : { first: b, last: a };

/** A click (or Enter/Space) on a night: the first night of a new range, or the last of the pending one. */
export function pickNight(selection: NightSelection, night: IsoDate): NightSelection {
  if (selection.anchor) return { range: rangeBetween(selection.anchor, night), anchor: null };
  return { range: { first: night, last: night }, anchor: night };
}

/** A drag from `origin` now over `night`: both ends chosen at once (a drag back onto its start awaits a click). */
export function dragOver(origin: IsoDate, night: IsoDate): NightSelection {
  return { range: rangeBetween(origin, night), anchor: origin === night ? origin : null };
}

export const inRange = (range: NightRange | null, night: IsoDate) =>
  !!range && night >= range.first && night <= range.last;

export const nightCount = (range: NightRange) => daysBetween(range.first, range.last) + 1;

/** "12 Mar 2027 – 13 Mar 2027 · 2 nights"; one night: "12 Mar 2027 · 1 night". */
export function selectionText(range: NightRange): string {
  const nights = m.host_nights({ count: nightCount(range) });
  if (range.first === range.last) return `${formatStayDate(range.first)} · ${nights}`;
  return `${formatStayDate(range.first)} – ${formatStayDate(range.last)} · ${nights}`;
}

/** The API's half-open form, like a stay: blocking the nights of the 12th and 13th is 12 → 14. */
export const apiRange = (range: NightRange) => ({ startDate: range.first, endDate: addDays(range.last, 1) });

/** Where a key moves the focus from `night` (the grid's keyboard, as the guest's date picker); null: not a move. */
export function keyTarget(night: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(night, -1);
    case 'ArrowRight':
      return addDays(night, 1);
    case 'ArrowUp':
      return addDays(night, -7);
    case 'ArrowDown':
      return addDays(night, 7);
    case 'Home':
      return addDays(night, -weekdayIndex(night));
    case 'End':
      return addDays(night, 6 - weekdayIndex(night));
    case 'PageUp':
      return sameDayIn(night, -1);
    case 'PageDown':
      return sameDayIn(night, 1);
    default:
      return null;
  }
}

/** The same day of the month `by` months away, kept inside that month (31 Mar → 30 Apr). */
function sameDayIn(night: IsoDate, by: number): IsoDate {
  const month = shiftMonth(monthOf(night), by);
  const lastDay = addDays(monthNights(month).to, -1);
  const day = `${month}-${night.slice(8, 10)}`;
  return day > lastDay || monthOf(day) !== month ? lastDay : day;
}

/** Which night of the month takes the keyboard focus: the selection's, else today, else the 1st. */
export function focusNightIn(month: MonthKey, candidates: (IsoDate | null | undefined)[]): IsoDate {
  return candidates.find((night) => night && monthOf(night) === month) ?? `${month}-01`;
}
