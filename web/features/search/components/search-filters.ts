import { MAX_INFANTS, MAX_PETS } from '../../../../domain/rules/party-limits.ts';
import { plural } from '../../../lib/formatters.ts';

/** Search filters (traveller §3): location text, dates, and guests with adults 2 by default. */
export type SearchFilters = {
  location: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  pets: number;
};

export const defaultFilters: SearchFilters = {
  location: '',
  checkIn: '',
  checkOut: '',
  adults: 2,
  children: 0,
  infants: 0,
  pets: 0,
};

export type GuestKey = 'adults' | 'children' | 'infants' | 'pets';

export type GuestRow = { key: GuestKey; label: string; hint: string; min: number; max: number };

/** Counters of the guest picker, with the spec's minimums and labels (traveller §5). */
export const guestRows: GuestRow[] = [
  { key: 'adults', label: 'Adults', hint: 'Ages 13 or above', min: 1, max: 16 },
  { key: 'children', label: 'Children', hint: 'Ages 2-12', min: 0, max: 10 },
  // The booking API's own bounds (issue 22): the picker stops where the server would refuse.
  { key: 'infants', label: 'Infants', hint: 'Under 2', min: 0, max: MAX_INFANTS },
  { key: 'pets', label: 'Pets', hint: 'Bringing a service animal?', min: 0, max: MAX_PETS },
];

/**
 * The count after pressing − (step -1) or + (step +1) on a guest row of the picker: it stops at the
 * row's minimum (one adult, no fewer than zero of the others) and at its maximum (decision 14).
 */
export function stepGuestCount(row: Pick<GuestRow, 'min' | 'max'>, count: number, step: -1 | 1): number {
  return Math.min(row.max, Math.max(row.min, count + step));
}

/** Whether − or + would change the count; the picker disables the button when it would not. */
export function canStepGuestCount(row: Pick<GuestRow, 'min' | 'max'>, count: number, step: -1 | 1): boolean {
  return stepGuestCount(row, count, step) !== count;
}

/** The summary counts adults plus children only: "1 guest" / "N guests". */
export function guestSummary(filters: Pick<SearchFilters, 'adults' | 'children'>): string {
  return plural(filters.adults + filters.children, 'guest');
}

export const USE_CURRENT_LOCATION = 'Use current location';

/** Sets the location text and asks the browser for a position (the coordinates are not used yet). */
export function requestCurrentLocation(): void {
  if (!('geolocation' in navigator)) return;
  navigator.geolocation.getCurrentPosition(
    () => {},
    (error) => console.error('Geolocation failed', error),
  );
}
