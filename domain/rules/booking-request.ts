import { m } from '#i18n/messages.js';
import { formatRupees, type Paise } from '../money.ts';
import { spokenLanguage } from './spoken-language.ts';
import { BOOKING_FIELDS, stayRefusal } from './stay-checks.ts';

/** Why a booking request is refused, as the API answers it (status and message). */
export type BookingRefusal = { status: 400 | 403 | 409; message: string };

// Refusals are written in the language being written (the request's: decision 110).
export const notTakingBookings = () => m.rules_booking_not_taking_bookings();
export const ownListing = () => m.rules_booking_own_listing();

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
  if (listing.status !== 'approved') return { status: 409, message: notTakingBookings() };
  if (listing.ownerId === input.guestId) return { status: 403, message: ownListing() };
  const checked = { checkIn: stay.checkInDate, checkOut: stay.checkOutDate, pets: stay.pets };
  return stayRefusal(
    { listing, stay: { ...checked, guests: stay.adults + stay.children }, today: input.today },
    BOOKING_FIELDS,
  );
}

/** The client's total must be the server's quote to the paisa; the message says both amounts. */
export function totalMismatch(sentPaise: Paise, quotedPaise: Paise): BookingRefusal | null {
  if (sentPaise === quotedPaise) return null;
  const language = spokenLanguage();
  const amounts = { quoted: formatRupees(quotedPaise, language), sent: formatRupees(sentPaise, language) };
  return { status: 400, message: `totalAmount: ${m.rules_booking_total_mismatch(amounts)}` };
}
