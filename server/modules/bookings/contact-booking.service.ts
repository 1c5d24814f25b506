import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { recordBookingEvent } from '../messages/index.ts';
import { notifyBookingEvent } from '../notifications/index.ts';
import { hostNewBookingMail } from './booking-mail.ts';
import { placeBooking, type StayRequest } from './booking-placement.service.ts';
import { bookingFacts } from './trips.service.ts';

/**
 * POST /api/bookings: a request to book by contacting the host (traveller §5). It holds the nights
 * at once (pending, payment pending) until the host answers; the host is told by mail, and the
 * guest's conversation with them gets its system line and the host a notification, in the same
 * transaction.
 */
export async function requestBooking(
  deps: AppDeps,
  guestId: string,
  request: StayRequest,
  now = new Date(),
): Promise<BookingDetail> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const booking = await placeBooking(tx, guestId, request, { method: 'contact', holdExpiresAt: null }, now);
    await recordBookingEvent(tx, booking.id, 'requested');
    await notifyBookingEvent(tx, booking.id, 'requested');
    const { detail, hostEmail, languages } = await bookingFacts(tx, booking.id);
    await deps.outbox.enqueue(tx, hostNewBookingMail(appUrl(deps.config), detail, hostEmail, languages.host));
    afterCommit(deps.outbox.kick);
    return detail;
  });
}
