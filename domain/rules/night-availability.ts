import { nightsOf } from './stay-dates.ts';

/** Nights a booking or a host's block takes: [start, end), so `end` (a check-out day) stays free. */
export type TakenRange = { start: string; end: string };

export type NightAvailability = { date: string; available: boolean };

/**
 * Each night of [from, to) and whether a guest can still book it: not before `today` (the listing's
 * own calendar date) and not inside any taken range. Ranges may reach outside [from, to).
 */
export function nightAvailability(input: {
  from: string;
  to: string;
  taken: TakenRange[];
  today: string;
}): NightAvailability[] {
  const { taken, today } = input;
  return nightsOf(input.from, input.to).map((date) => ({
    date,
    available: date >= today && !taken.some((range) => range.start <= date && date < range.end),
  }));
}
