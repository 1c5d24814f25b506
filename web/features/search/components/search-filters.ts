import { m } from '#i18n/messages.js';
import { MAX_INFANTS, MAX_PETS } from '../../../../domain/rules/party-limits.ts';

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

export type GuestRow = {
  key: GuestKey;
  label: string;
  hint: string;
  /** The − and + buttons' names ("Fewer adults", "More adults"). */
  fewer: string;
  more: string;
  min: number;
  max: number;
};

/** Counters of the guest picker, with the spec's minimums and labels (traveller §5). */
export const guestRows: GuestRow[] = [
  {
    key: 'adults',
    label: m.search_guest_adults(),
    hint: m.search_guest_adults_hint({ age: 13 }),
    fewer: m.search_guest_adults_fewer(),
    more: m.search_guest_adults_more(),
    min: 1,
    max: 16,
  },
  {
    key: 'children',
    label: m.search_guest_children(),
    hint: m.search_guest_children_hint({ from: 2, to: 12 }),
    fewer: m.search_guest_children_fewer(),
    more: m.search_guest_children_more(),
    min: 0,
    max: 10,
  },
  // The booking API's own bounds (issue 22): the picker stops where the server would refuse.
  {
    key: 'infants',
    label: m.search_guest_infants(),
    hint: m.search_guest_infants_hint({ age: 2 }),
    fewer: m.search_guest_infants_fewer(),
    more: m.search_guest_infants_more(),
    min: 0,
    max: MAX_INFANTS,
  },
  {
    key: 'pets',
    label: m.search_guest_pets(),
    hint: m.search_guest_pets_hint(),
    fewer: m.search_guest_pets_fewer(),
    more: m.search_guest_pets_more(),
    min: 0,
    max: MAX_PETS,
  },
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
  return m.search_guest_count({ count: filters.adults + filters.children });
}

/** The location text (and button name) for the browser's position; a search for it names no place. */
export const USE_CURRENT_LOCATION = m.search_use_current_location();

/** Sets the location text and asks the browser for a position (the coordinates are not used yet). */
export function requestCurrentLocation(): void {
  if (!('geolocation' in navigator)) return;
  navigator.geolocation.getCurrentPosition(
    () => {},
    (error) => console.error('Geolocation failed', error),
  );
}
