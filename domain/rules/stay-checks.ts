import { m } from '#i18n/messages.js';
import { MAX_STAY_NIGHTS } from '../schemas/properties.ts';
import { houseRulesRefusePets, noPetsAllowed } from './party-limits.ts';
import { daysBetween } from './stay-dates.ts';

// The checks a stay must pass wherever it is asked about: the quote, both ways of booking, and (for
// the dates) search. One rule; a 400 names the field as the client sent it, and the quote's query
// and the booking's body name the same things differently. The words after the field's name are
// in the language being written (the request's: decision 110).

/**
 * The client's names for the check-in, the check-out and the party that a refusal is about, and
 * whether the party is counted as adults plus children (the refusal then says so).
 */
export type StayFields = { checkIn: string; checkOut: string; party: string; partyCounts: boolean };

/** GET /api/properties/{id}/quote and search: ?checkIn, ?checkOut, ?guests. */
export const QUERY_FIELDS: StayFields = {
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  party: 'guests',
  partyCounts: false,
};
/** A booking's body: checkInDate, checkOutDate, and adults plus children. */
export const BOOKING_FIELDS: StayFields = {
  checkIn: 'checkInDate',
  checkOut: 'checkOutDate',
  party: 'adults',
  partyCounts: true,
};

export type StayRefusal = { status: 400; message: string };

/** A stay is at most MAX_STAY_NIGHTS nights (checked first where it saves pricing a long range). */
export function stayLengthRefusal(
  stay: { checkIn: string; checkOut: string },
  fields: StayFields,
): StayRefusal | null {
  if (daysBetween(stay.checkIn, stay.checkOut) <= MAX_STAY_NIGHTS) return null;
  return { status: 400, message: `${fields.checkOut}: ${m.rules_stay_too_long({ max: MAX_STAY_NIGHTS })}` };
}

/** The dates: check-in today or later on `today`'s calendar, and no longer than the longest stay. */
export function stayDatesRefusal(
  stay: { checkIn: string; checkOut: string },
  today: string,
  fields: StayFields,
): StayRefusal | null {
  if (stay.checkIn < today)
    return { status: 400, message: `${fields.checkIn}: ${m.rules_stay_check_in_past()}` };
  return stayLengthRefusal(stay, fields);
}

/**
 * The dates (`today` on the listing's calendar), then the party: adults and children (`guests`)
 * within the listing's maxGuests, and pets only where its house rules do not refuse them.
 */
export function stayRefusal(
  input: {
    listing: { maxGuests: number; houseRules?: string | null };
    stay: { checkIn: string; checkOut: string; guests: number; pets: number };
    today: string;
  },
  fields: StayFields,
): StayRefusal | null {
  const { listing, stay } = input;
  const dates = stayDatesRefusal(stay, input.today, fields);
  if (dates) return dates;
  if (stay.guests > listing.maxGuests) {
    const limit = { max: listing.maxGuests };
    const words = fields.partyCounts
      ? m.rules_stay_too_many_guests_counted(limit)
      : m.rules_stay_too_many_guests(limit);
    return { status: 400, message: `${fields.party}: ${words}` };
  }
  if (stay.pets > 0 && houseRulesRefusePets(listing.houseRules))
    return { status: 400, message: noPetsAllowed() };
  return null;
}
