import { formatRupees, type Paise } from '../money.ts';
import { BOOKING_FIELDS, stayRefusal } from './stay-checks.ts';

/** Why a booking request is refused, as the API answers it (status and message). */
export type BookingRefusal = { status: 400 | 403 | 409; message: string };

export const NOT_TAKING_BOOKINGS = 'This property is not taking bookings';
export const OWN_LISTING = 'You cannot book your own listing';

/**
 * The rules both ways of booking share (issue 8 §1), all but the free nights (the database decides
 * those): the listing takes bookings and is not the guest's own, then the stay checks the quote
 * asks too (stay-checks.ts). `today` is the date in the listing's time zone.
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
  const checked = { checkIn: stay.checkInDate, checkOut: stay.checkOutDate, pets: stay.pets };
  return stayRefusal(
    { listing, stay: { ...checked, guests: stay.adults + stay.children }, today: input.today },
    BOOKING_FIELDS,
  );
}

/** The client's total must be the server's quote to the paisa; the message says both amounts. */
export function totalMismatch(sentPaise: Paise, quotedPaise: Paise): BookingRefusal | null {
  if (sentPaise === quotedPaise) return null;
  return {
    status: 400,
    message: `totalAmount: the total for this stay is ${formatRupees(quotedPaise)}, not ${formatRupees(sentPaise)}; refresh the price and try again`,
  };
}
