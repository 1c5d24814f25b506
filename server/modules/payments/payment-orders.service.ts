import { m } from '#i18n/messages.js';
import type { Paise } from '../../../domain/money.ts';
import type { PaymentOrder } from '../../../domain/schemas/bookings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound, serviceUnavailable } from '../../http/http-error.ts';
import { endHoldUnpaid, guestsOwnBooking, placeBooking, type StayRequest } from '../bookings/index.ts';
import * as repo from './payments.repository.ts';

/**
 * POST /api/payment/create-order: holds the nights for BOOKING_HOLD_MINUTES (booking pending,
 * payment pending; the hold's own `holds.expire` job is due a second after it ends), then creates the provider's order for the server's own total (receipt = booking id).
 * The provider is called outside any transaction; if it fails, the hold is released at once.
 */
export async function createPaymentOrder(
  deps: AppDeps,
  guestId: string,
  request: StayRequest,
  now = new Date(),
): Promise<PaymentOrder> {
  const holdExpiresAt = new Date(now.getTime() + deps.config.bookingHoldMinutes * 60_000);
  const booking = await inTransaction(deps, async (tx) => {
    const placed = await placeBooking(tx, guestId, request, { method: 'razorpay', holdExpiresAt }, now);
    await deps.jobs.enqueue(
      tx,
      'holds.expire',
      { bookingId: placed.id },
      { startAfter: new Date(holdExpiresAt.getTime() + 1_000) },
    );
    return placed;
  });
  // The quote's own paise: the amount charged is the total the booking was placed at.
  const amountPaise = booking.totalPaise;
  let orderId: string;
  try {
    ({ orderId } = await deps.payments.createOrder({ amountPaise, receipt: booking.id }));
  } catch (err) {
    deps.log.error({ err, bookingId: booking.id }, 'payment order failed');
    // Unless something else ended the hold meanwhile (a ban cancels pending stays too).
    await endHoldUnpaid(deps.db, booking.id);
    throw serviceUnavailable(m.server_provider_unreachable());
  }
  await inTransaction(deps, (tx) =>
    repo.insertPayment(tx, {
      bookingId: booking.id,
      provider: deps.payments.name,
      providerOrderId: orderId,
      amountPaise,
    }),
  );
  return orderOf(deps, { orderId, amountPaise, bookingId: booking.id, holdExpiresAt });
}

const orderOf = (
  deps: Pick<AppDeps, 'payments'>,
  o: { orderId: string; amountPaise: Paise; bookingId: string; holdExpiresAt: Date },
): PaymentOrder => ({
  keyId: deps.payments.keyId,
  amount: o.amountPaise,
  currency: 'INR',
  orderId: o.orderId,
  bookingId: o.bookingId,
  holdExpiresAt: o.holdExpiresAt.toISOString(),
});

/** GET /api/bookings/{id}/payment-order: the same order again, to complete payment while the hold lasts. */
export async function resumePaymentOrder(
  deps: AppDeps,
  guestId: string,
  bookingId: string,
  now = new Date(),
): Promise<PaymentOrder> {
  const booking = await guestsOwnBooking(deps.db, guestId, bookingId);
  if (!booking) throw notFound(m.server_booking_not_found());
  const payment = await repo.latestPaymentOf(deps.db, bookingId);
  const awaiting =
    booking.status === 'pending' &&
    booking.paymentMethod === 'razorpay' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt > now &&
    payment !== undefined &&
    payment.status !== 'paid';
  if (!awaiting || !booking.holdExpiresAt || !payment) throw conflict(m.server_not_awaiting_payment());
  return orderOf(deps, {
    orderId: payment.providerOrderId,
    amountPaise: payment.amountPaise,
    bookingId,
    holdExpiresAt: booking.holdExpiresAt,
  });
}
