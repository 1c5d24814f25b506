import { isIsoDate } from '../../../domain/rules/stay-dates.ts';
import type { StayDates } from '../../lib/calendar-dates.ts';

export type StayChoice = StayDates & { guests: number };

/**
 * The stay in the page's address (`?checkIn=&checkOut=&guests=`), so a search carries over and a
 * link shares the same stay. Past, malformed or reversed dates are dropped; guests stay within
 * 1..maxGuests (1 when absent).
 */
export function readStayParams(search: string, today: string, maxGuests: number): StayChoice {
  const params = new URLSearchParams(search);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) && value >= today ? value : '';
  };
  const checkIn = date('checkIn');
  const checkOut = checkIn && date('checkOut') > checkIn ? date('checkOut') : '';
  const asked = Number(params.get('guests'));
  const top = Math.max(1, maxGuests);
  const guests = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, top) : 1;
  return { checkIn, checkOut, guests };
}

/** The address's query for a stay, keeping other parameters; empty dates and 1 guest are left out. */
export function writeStayParams(search: string, stay: StayChoice): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of [
    ['checkIn', stay.checkIn],
    ['checkOut', stay.checkOut],
    ['guests', stay.guests > 1 ? String(stay.guests) : ''],
  ] as const) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
