import { m } from '#i18n/messages.js';
import type { AccountPaymentEntry, BookingDetail, TripListItem } from '../../../domain/schemas/bookings.ts';
import type { BookingBilling } from '../../../domain/schemas/gst.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import type { BookingLanguages } from './booking-mail.ts';
import { accountPaymentOf, bookingDetailOf, tripListItemOf } from './trip-views.ts';
import * as repo from './trips.repository.ts';

/** GET /api/bookings: the signed-in guest's own bookings, soonest stay first. */
export async function listTrips(
  { db }: Pick<AppDeps, 'db'>,
  guestId: string,
  now = new Date(),
): Promise<TripListItem[]> {
  return (await repo.tripsOfGuest(db, guestId, now)).map(tripListItemOf);
}

/**
 * The booking with its payments and refunds as `db` (a transaction, or not) sees it, and where its
 * host is reached (for mails; the detail shows the host only once the stay is confirmed), and the
 * language each side reads mail in.
 */
export async function bookingFacts(db: Executor, bookingId: string) {
  const row = await repo.tripById(db, bookingId);
  if (!row) throw notFound(m.server_booking_not_found());
  return {
    detail: bookingDetailOf(row, await repo.moneyOfBooking(db, bookingId)),
    hostEmail: row.property.owner.email,
    /** Each side's mail is written in their language (decision 110). */
    languages: { guest: row.guest_language, host: row.host_language } satisfies BookingLanguages,
  };
}

/**
 * GET /api/bookings/{id}: its guest, its listing's owner and admins; anyone else gets 404. `guestOnly`
 * (the confirmation page) lets its guest alone read it.
 */
export async function bookingForViewer(
  { db }: Pick<AppDeps, 'db'>,
  bookingId: string,
  viewer: Viewer,
  guestOnly = false,
): Promise<BookingDetail> {
  const row = await repo.tripById(db, bookingId);
  const isGuest = !!row && !!viewer.userId && viewer.userId === row.guest_id;
  const mayRead =
    row && (isGuest || (!guestOnly && (viewer.admin || viewer.userId === row.property.ownerId)));
  if (!row || !mayRead) throw notFound(m.server_booking_not_found());
  return bookingDetailOf(row, await repo.moneyOfBooking(db, bookingId));
}

/** GET /api/payments: what the user paid and got back, newest first. */
export async function accountPayments(
  { db }: Pick<AppDeps, 'db'>,
  guestId: string,
): Promise<AccountPaymentEntry[]> {
  return (await repo.moneyOfGuest(db, guestId)).map(accountPaymentOf);
}

/** The billing details of the guest's last booking that has them (an online one), for checkout. */
export async function lastBilling(
  { db }: Pick<AppDeps, 'db'>,
  guestId: string,
): Promise<BookingBilling | null> {
  return (await repo.lastBillingOfGuest(db, guestId)) ?? null;
}
