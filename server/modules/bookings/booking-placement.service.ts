import type { z } from 'zod';
import { m } from '#i18n/messages.js';
import { type Paise, rupeesToPaise } from '../../../domain/money.ts';
import { bookingRefusal, totalMismatch } from '../../../domain/rules/booking-request.ts';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import {
  amountInPaise,
  type PaymentMethod,
  type paymentOrderRequest,
} from '../../../domain/schemas/bookings.ts';
import type { BillingDetails, BookingBilling } from '../../../domain/schemas/gst.ts';
import type { Transaction } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.ts';
import { isPublic } from '../listings/index.ts';
import { listingNights, priceStay } from '../properties/index.ts';
import { refuseSanctioned } from '../users/index.ts';
import * as repo from './bookings.repository.ts';

/**
 * A booking request as its schema gives it (the party's defaults filled); online payment names who
 * the invoices are made out to, a contact request does not.
 */
export type StayRequest = Omit<z.output<typeof paymentOrderRequest>, 'billing'> & {
  billing?: BillingDetails;
};

const billingOf = ({ billing }: StayRequest): BookingBilling | null =>
  billing ? { ...billing, gstin: billing.gstin ?? null } : null;

const refusalError = (refusal: { status: 400 | 403 | 409; message: string }) =>
  refusal.status === 400
    ? badRequest(refusal.message)
    : refusal.status === 403
      ? forbidden(refusal.message)
      : conflict(refusal.message);

/**
 * Books the nights inside the caller's transaction, by the rules both ways of booking share
 * (issue 8 §1), at the server's own quote. The insert is what decides a taken night: the
 * no-overlap constraint refuses it (409 "Those dates are no longer available") however many
 * requests race; the read before it only answers the common case early.
 */
export async function placeBooking(
  tx: Transaction,
  guestId: string,
  request: StayRequest,
  payment: { method: PaymentMethod; holdExpiresAt: Date | null },
  now: Date,
): Promise<repo.BookingRow & { totalPaise: Paise }> {
  // A suspended or banned guest books nothing (403), even with a request already past the session check.
  await refuseSanctioned(tx, guestId, now);
  const listing = await repo.lockListingForBooking(tx, request.propertyId);
  // A listing that is not public is not there for anyone but its owner (who may not book it).
  if (!listing || (!isPublic(listing) && listing.ownerId !== guestId))
    throw notFound(m.server_property_not_found());
  const refusal = bookingRefusal({ listing, guestId, stay: request, today: todayIn(listing.timeZone, now) });
  if (refusal) throw refusalError(refusal);
  await repo.releaseOwnHolds(tx, guestId, listing.id, now);

  const nights = await listingNights(
    { db: tx },
    listing,
    { from: request.checkInDate, to: request.checkOutDate },
    now,
  );
  if (nights.some((night) => !night.available)) throw conflict(m.server_dates_taken());
  // The listing's prices enter the money path here, in paise; the booking and its order keep them.
  const { prices, quote } = priceStay(
    listing,
    nights.map((night) => night.price),
  );
  const mismatch = totalMismatch(amountInPaise(request.totalAmount), quote.totalPaise);
  if (mismatch) throw refusalError(mismatch);

  return repo.insertBooking(tx, {
    propertyId: listing.id,
    guestId,
    checkIn: request.checkInDate,
    checkOut: request.checkOutDate,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    pets: request.pets,
    nights: quote.nights,
    money: {
      nightPricesPaise: prices.nightPricesPaise,
      nightlyRatePaise: rupeesToPaise(listing.basePrice),
      cleaningFeePaise: quote.cleaningFeePaise,
      serviceFeePaise: quote.serviceFeePaise,
      totalPaise: quote.totalPaise,
    },
    taxes: quote.taxes,
    billing: billingOf(request),
    paymentMethod: payment.method,
    holdExpiresAt: payment.holdExpiresAt,
    specialRequests: request.specialRequests || null,
  });
}
