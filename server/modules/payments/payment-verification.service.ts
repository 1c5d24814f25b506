import { m } from '#i18n/messages.js';
import { paise } from '../../../domain/money.ts';
import type { BookingDetail, PaymentVerification } from '../../../domain/schemas/bookings.ts';
import type { PaymentWebhook } from '../../../domain/schemas/payment-webhook.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { paymentSignature, signaturesMatch } from '../../integrations/payments/razorpay-signature.ts';
import { bookingFacts } from '../bookings/index.ts';
import { applyTransferEvent } from '../payouts/index.ts';
import { type Settlement, settlePayment } from './payment-settlement.service.ts';
import * as repo from './payments.repository.ts';

/**
 * POST /api/payment/verify: the checkout's result, for the signed-in guest's own order (404
 * otherwise). The signature is checked against the order id the server stored, in constant time;
 * a replay changes nothing and answers the same. A payment that could not buy the stay comes back
 * as a refunded settlement (the route answers 409 with why), whether verify or a webhook settled it.
 */
export async function verifyPayment(
  deps: AppDeps,
  guestId: string,
  body: PaymentVerification,
  now = new Date(),
): Promise<{ settlement: Settlement; booking: BookingDetail }> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const locked = await repo.lockPaymentByOrder(tx, body.razorpay_order_id);
    if (!locked || locked.guestId !== guestId) throw notFound(m.server_payment_order_not_found());
    const expected = paymentSignature(
      deps.payments.keySecret,
      locked.payment.providerOrderId,
      body.razorpay_payment_id,
    );
    if (!signaturesMatch(expected, body.razorpay_signature)) throw badRequest(m.server_signature_mismatch());
    // Verify carries no amount: a checkout's payment of an order is of the order's amount.
    const settlement = await settlePayment(
      deps,
      tx,
      afterCommit,
      locked.payment,
      { providerPaymentId: body.razorpay_payment_id },
      now,
    );
    return { settlement, booking: (await bookingFacts(tx, locked.payment.bookingId)).detail };
  });
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * POST /api/payment/webhook, its signature already checked: each event id once. A captured
 * payment (payment.captured, order.paid) settles its order as verify would; payment.failed marks
 * the attempt failed and frees nothing (the hold lapses on its own); refund events settle refunds.
 */
export async function handleWebhook(
  deps: AppDeps,
  eventId: string,
  event: PaymentWebhook,
  now = new Date(),
): Promise<WebhookOutcome> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const fresh = await repo.recordEvent(
      tx,
      { provider: deps.payments.name, eventId, type: event.event, payload: event },
      now,
    );
    if (!fresh) return 'duplicate';
    const payment = event.payload.payment?.entity;
    const orderId = event.payload.order?.entity.id ?? payment?.order_id;
    const refund = event.payload.refund?.entity;
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const locked = orderId && payment ? await repo.lockPaymentByOrder(tx, orderId) : undefined;
        if (!locked || !payment) return 'ignored';
        // The provider's amount becomes Paise here, at the edge (absent: the order's own).
        const amountPaise = payment.amount === undefined ? undefined : paise(payment.amount);
        const capture = { providerPaymentId: payment.id, amountPaise };
        await settlePayment(deps, tx, afterCommit, locked.payment, capture, now);
        return 'processed';
      }
      case 'payment.failed': {
        const locked = orderId ? await repo.lockPaymentByOrder(tx, orderId) : undefined;
        if (!locked) return 'ignored';
        await repo.markPaymentAttemptFailed(
          tx,
          locked.payment.id,
          payment?.error_description ?? 'Payment failed',
          now,
        );
        return 'processed';
      }
      case 'refund.processed':
      case 'refund.failed':
        if (!refund) return 'ignored';
        await repo.settleRefundByProviderId(
          tx,
          refund.id,
          event.event === 'refund.processed' ? 'processed' : 'failed',
          now,
        );
        return 'processed';
      case 'transfer.processed':
      case 'transfer.failed':
      case 'settlement.processed': {
        const transfer = event.payload.transfer?.entity;
        if (!transfer) return 'ignored';
        const notes = Array.isArray(transfer.notes) ? undefined : transfer.notes;
        const known = await applyTransferEvent(
          deps,
          tx,
          afterCommit,
          {
            eventId,
            kind: event.event,
            transferId: transfer.id,
            payoutId: notes?.payout_id,
            settlementId:
              event.payload.settlement?.entity.id ?? transfer.recipient_settlement_id ?? undefined,
            reason: transfer.error?.description ?? undefined,
          },
          now,
        );
        return known ? 'processed' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
}
