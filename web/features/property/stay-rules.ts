import { addDays, daysBetween, nightsOf } from '../../../domain/rules/stay-dates.ts';
import { MAX_AVAILABILITY_NIGHTS, MAX_STAY_NIGHTS } from '../../../domain/rules/stay-limits.ts';
import type { IsoDate, StayDates, StayField } from '../../lib/calendar-dates.ts';

/**
 * Which days the property page's calendars let a traveller pick, from the availability API's
 * nights (the server decides; this only keeps impossible stays out of reach). A night not in
 * `taken` counts as free: nights the page has not loaded are left to the server's quote (409).
 */
export type TakenNights = ReadonlySet<IsoDate>;

/** A check-in is a free night from today on. */
export function isCheckInAllowed(day: IsoDate, today: IsoDate, taken: TakenNights): boolean {
  return day >= today && !taken.has(day);
}

/**
 * A check-out is allowed when every night from check-in to the night before it is free: leaving
 * on the first day of someone else's stay is fine, that day is not a night of ours.
 */
export function isCheckOutAllowed(day: IsoDate, checkIn: IsoDate, taken: TakenNights): boolean {
  if (!checkIn || day <= checkIn || daysBetween(checkIn, day) > MAX_STAY_NIGHTS) return false;
  return nightsOf(checkIn, day).every((night) => !taken.has(night));
}

/** The field a calendar without its own fields is choosing: check-out once only check-in is set. */
export function fieldBeingChosen(dates: StayDates): StayField {
  return dates.checkIn && !dates.checkOut ? 'checkOut' : 'checkIn';
}

/**
 * Whether `day` is disabled while `field` is chosen. Choosing check-out, the reachable check-outs
 * are enabled, and so are earlier possible check-ins (pressing one starts the stay there).
 */
export function isStayDayDisabled(
  day: IsoDate,
  field: StayField,
  dates: StayDates,
  today: IsoDate,
  taken: TakenNights,
): boolean {
  if (field === 'checkOut' && dates.checkIn) {
    if (isCheckOutAllowed(day, dates.checkIn, taken)) return false;
    return !(day < dates.checkIn && isCheckInAllowed(day, today, taken));
  }
  return !isCheckInAllowed(day, today, taken);
}

/**
 * The stay after pressing `day` while `field` is chosen, and the field to choose next (null when
 * both are set). A new check-in keeps a check-out that is still reachable and drops one that is not.
 */
export function pickStayDay(
  field: StayField,
  day: IsoDate,
  dates: StayDates,
  today: IsoDate,
  taken: TakenNights,
): { dates: StayDates; next: StayField | null } {
  if (field === 'checkOut' && dates.checkIn && isCheckOutAllowed(day, dates.checkIn, taken))
    return { dates: { checkIn: dates.checkIn, checkOut: day }, next: null };
  if (!isCheckInAllowed(day, today, taken)) return { dates, next: field };
  const keep = field === 'checkIn' && dates.checkOut && isCheckOutAllowed(dates.checkOut, day, taken);
  const checkOut = keep ? dates.checkOut : '';
  return { dates: { checkIn: day, checkOut }, next: checkOut ? null : 'checkOut' };
}

/** `YYYY-MM-01` of the month holding `day`. */
export function monthOf(day: IsoDate): IsoDate {
  return `${day.slice(0, 7)}-01`;
}

/** `YYYY-MM-01` of the month `count` months after the month of `month`. */
export function addMonths(month: IsoDate, count: number): IsoDate {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The nights to ask the availability API for: the months shown, reaching back to the check-in's
 * month when it is earlier (so the nights between check-in and a check-out two months on are
 * known), never before today and never more than the API's 400 nights.
 */
export function availabilityWindow(
  firstMonth: IsoDate,
  monthsShown: number,
  today: IsoDate,
  checkIn: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const to = addMonths(firstMonth, monthsShown);
  let from = checkIn && monthOf(checkIn) < firstMonth ? monthOf(checkIn) : firstMonth;
  if (daysBetween(from, to) > MAX_AVAILABILITY_NIGHTS) from = firstMonth;
  if (from < today) from = today;
  if (to <= from) return { from, to: addDays(from, 1) };
  return { from, to };
}

/** The taken nights of an availability answer. */
export function takenNightsOf(nights: ReadonlyArray<{ date: IsoDate; available: boolean }>): Set<IsoDate> {
  return new Set(nights.filter((night) => !night.available).map((night) => night.date));
}
