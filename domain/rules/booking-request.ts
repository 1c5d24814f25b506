import { formatRupees, type Paise } from '../money.ts';
import { MAX_STAY_NIGHTS } from '../schemas/properties.ts';
import { houseRulesRefusePets, NO_PETS_ALLOWED } from './party-limits.ts';
import { daysBetween } from './stay-dates.ts';

/** Why a booking request is refused, as the API answers it (status and message). */
export type BookingRefusal = { status: 400 | 403 | 409; message: string };

export const NOT_TAKING_BOOKINGS = 'This property is not taking bookings';
export const OWN_LISTING = 'You cannot book your own listing';

/**
 * The rules both ways of booking share (issue 8 §1), all but the free nights (the database decides
 * those). `today` is the date in the listing's time zone; dates are ISO calendar dates.
 */
export function bookingRefusal(input: {
  listing: { status: string; ownerId: string; maxGuests: number; houseRules: string | null };
  guestId: string;
  stay: { checkInDate: string; checkOutDate: string; adults: number; children: number; pets: number };
  today: string;
}): BookingRefusal | null {
  const { listing, stay } = input;
  if (listing.status !== 'approved') return { status: 409, message: NOT_TAKING_BOOKINGS };
  if (listing.ownerId === input.guestId) return { status: 403, message: OWN_LISTING };
  if (stay.checkInDate < input.today) return { status: 400, message: 'checkInDate: must not be in the past' };
  if (daysBetween(stay.checkInDate, stay.checkOutDate) > MAX_STAY_NIGHTS)
    return { status: 400, message: `checkOutDate: a stay is at most ${MAX_STAY_NIGHTS} nights` };
  if (stay.adults + stay.children > listing.maxGuests)
    return {
      status: 400,
      message: `adults: this listing takes at most ${listing.maxGuests} guests (adults and children)`,
    };
  if (stay.pets > 0 && houseRulesRefusePets(listing.houseRules))
    return { status: 400, message: NO_PETS_ALLOWED };
  return null;
}

/** The client's total must be the server's quote to the paisa; the message says both amounts. */
export function totalMismatch(sentPaise: Paise, quotedPaise: Paise): BookingRefusal | null {
  if (sentPaise === quotedPaise) return null;
  return {
    status: 400,
    message: `totalAmount: the total for this stay is ${formatRupees(quotedPaise)}, not ${formatRupees(sentPaise)}; refresh the price and try again`,
  };
}
