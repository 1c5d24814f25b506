import { m } from '#i18n/messages.js';
import { paise, ZERO_PAISE } from '../../../domain/money.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import {
  type BookingRow,
  bookingFacts,
  lockBookingForChange,
  markBookingRefunded,
  paymentRefundedMail,
} from '../bookings/index.ts';
import * as repo from './payments.repository.ts';
import { issueRefund } from './refunds.service.ts';

/** Why a captured payment could not buy the stay and was refunded in full (decisions 41, 70). */
export type RefundCause = 'hold lapsed' | 'cancelled' | 'duplicate';

/** What verify answers (409) for a refunded payment, whoever settled it first. */
export const REFUNDED_PAYMENT: Record<RefundCause, () => string> = {
  'hold lapsed': () => m.server_refunded_hold_lapsed(),
  cancelled: () => m.server_refunded_cancelled(),
  duplicate: () => m.server_refunded_duplicate(),
};

/** Why, in the guest's mail (in their language) and as the refund's reason on the receipt (kept in English). */
const MAILED_WHY: Record<RefundCause, (options: { locale: Language }) => string> = {
  'hold lapsed': (options) => m.mail_refund_why_hold_lapsed({}, options),
  cancelled: (options) => m.mail_refund_why_cancelled({}, options),
  duplicate: (options) => m.mail_refund_why_duplicate({}, options),
};

/**
 * Why an order's own payment, settled before, was refunded: it reached an expired booking (it
 * could not confirm it), or a booking cancelled before it was paid. Undefined when it bought the
 * stay (a booking cancelled later was refunded by the cancellation, not for this).
 */
export function refundCauseOf(
  booking: Pick<BookingRow, 'status' | 'cancelledAt'>,
  payment: Pick<repo.PaymentRow, 'paidAt'>,
): RefundCause | undefined {
  if (booking.status === 'expired') return 'hold lapsed';
  const paidAfterCancelling =
    booking.cancelledAt && payment.paidAt && booking.cancelledAt.getTime() <= payment.paidAt.getTime();
  if (booking.status === 'cancelled' && paidAfterCancelling) return 'cancelled';
  return undefined;
}

/**
 * Refunds a captured payment in full: recorded in the caller's transaction with the guest's mail,
 * issued to the provider after commit. A duplicate capture leaves the booking's payment status
 * alone (the stay is still paid by the order's own payment).
 */
export async function refundCapture(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  refund: { payment: repo.PaymentRow; cause: RefundCause; now: Date },
) {
  const { payment, cause, now } = refund;
  const why = MAILED_WHY[cause]({ locale: 'en' });
  // All the GST it carried goes back with it (a second capture carried none: the stay's was paid once).
  // (The caller holds the booking's lock: reading it under the lock again is only a read.)
  const taxesPaise =
    cause === 'duplicate'
      ? ZERO_PAISE
      : (await lockBookingForChange(tx, payment.bookingId))!.taxes.totalPaise;
  const refundId = await repo.insertRefund(
    tx,
    {
      bookingId: payment.bookingId,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      taxesPaise: paise(taxesPaise),
      reason: why,
    },
    now,
  );
  if (cause !== 'duplicate') await markBookingRefunded(tx, payment.bookingId);
  const { detail, languages } = await bookingFacts(tx, payment.bookingId);
  const locale = languages.guest;
  await deps.outbox.enqueue(
    tx,
    paymentRefundedMail(
      appUrl(deps.config),
      detail,
      payment.amountPaise,
      MAILED_WHY[cause]({ locale }),
      locale,
    ),
  );
  afterCommit(deps.outbox.kick);
  afterCommit(() => issueRefund(deps, refundId));
}
