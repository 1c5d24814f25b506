import { m } from '#i18n/messages.js';
import {
  addPaise,
  minPaise,
  type Paise,
  paiseToRupees,
  subtractPaise,
  ZERO_PAISE,
} from '../../../domain/money.ts';
import { creditLines, taxesOfLines } from '../../../domain/rules/gst/credit-notes.ts';
import { lineTaxPaise, type TaxLine } from '../../../domain/rules/gst/tax-line.ts';
import { type CancelledBy, refundQuote } from '../../../domain/rules/refund-quote.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { type AfterCommit, inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { bookingFacts, cancelActiveBooking, lockBookingForChange } from '../bookings/index.ts';
import { issueCreditNotes } from '../invoices/index.ts';
import { refundPayment } from '../payments/index.ts';
import { movePayoutForRefund } from '../payouts/index.ts';
import * as repo from './cancellation.repository.ts';
import { cancellationMails } from './cancellation-mail.ts';

/** The guest cancels as a guest; an admin session cancels for Basera (a full refund). */
function cancellerOf(facts: repo.CancellationFacts, viewer: Viewer): CancelledBy {
  if (viewer.userId === facts.guestId) return 'guest';
  if (viewer.admin) return 'basera';
  throw notFound(m.server_booking_not_found());
}

/** A cancellation quote in integer paise, as the services work with it. */
export type CancellationTerms = Omit<CancellationQuote, 'refundPaise' | 'refund' | 'breakdown' | 'paid'> & {
  refundPaise: Paise;
  partsPaise: { nights: Paise; cleaningFee: Paise; serviceFee: Paise; taxes: Paise };
  /** The GST lines the refund credits (its credit notes), at the charged lines' rates. */
  credited: TaxLine[];
  /** What is left of the payment made through Basera (nothing for a contact request). */
  paidPaise: Paise;
};

/**
 * What cancelling now gives back (docs/cancellation-policy.md) and the GST charged on those parts
 * (docs/tax.md rule 7), capped at what was paid through Basera: a request never paid refunds nothing.
 */
export function quoteOf(facts: repo.CancellationFacts, by: CancelledBy, now: Date): CancellationTerms {
  const { payment } = facts;
  const paidPaise = payment ? subtractPaise(payment.amountPaise, payment.refundedPaise) : ZERO_PAISE;
  const rule = refundQuote({
    policy: facts.policy,
    checkInDate: facts.checkIn,
    checkInTime: facts.checkInTime,
    timeZone: facts.timeZone,
    nights: facts.nights,
    nightlyTotalPaise: facts.nightlyTotalPaise,
    cleaningFeePaise: facts.cleaningFeePaise,
    serviceFeePaise: facts.serviceFeePaise,
    cancelledAt: now,
    by,
  });
  const paid = paidPaise > 0;
  const part = (amount: Paise) => (paid ? amount : ZERO_PAISE);
  const credited = paid
    ? creditLines(facts.taxLines, {
        accommodationPaise: addPaise(rule.nightsPaise, rule.cleaningFeePaise),
        servicePaise: rule.serviceFeePaise,
      })
    : [];
  const taxesPaise = taxesOfLines(credited);
  return {
    policy: facts.policy,
    rule: rule.rule,
    deadline: rule.deadline,
    refundDropsAt: paid ? rule.refundDropsAt : null,
    timeZone: facts.timeZone,
    refundPaise: paid ? minPaise(addPaise(rule.totalPaise, taxesPaise), paidPaise) : ZERO_PAISE,
    partsPaise: {
      nights: part(rule.nightsPaise),
      cleaningFee: part(rule.cleaningFeePaise),
      serviceFee: part(rule.serviceFeePaise),
      taxes: taxesPaise,
    },
    credited,
    paidPaise,
  };
}

/** The quote as the API answers it: the same amounts, in rupees (and the refund in paise too). */
export function cancellationQuoteAnswer(terms: CancellationTerms): CancellationQuote {
  const { partsPaise, paidPaise, credited: _credited, ...rest } = terms;
  return {
    ...rest,
    refund: paiseToRupees(terms.refundPaise),
    breakdown: {
      nights: paiseToRupees(partsPaise.nights),
      cleaningFee: paiseToRupees(partsPaise.cleaningFee),
      serviceFee: paiseToRupees(partsPaise.serviceFee),
      taxes: paiseToRupees(partsPaise.taxes),
    },
    paid: paiseToRupees(paidPaise),
  };
}

const cancellable = (status: string) => status === 'pending' || status === 'confirmed';

/** GET /api/bookings/{id}/cancellation: the quote for the guest (or an admin) now; 404 for others. */
export async function cancellationQuoteFor(
  deps: Pick<AppDeps, 'db'>,
  bookingId: string,
  viewer: Viewer,
  now = new Date(),
): Promise<CancellationQuote> {
  const facts = await repo.cancellationFacts(deps.db, bookingId);
  if (!facts) throw notFound(m.server_booking_not_found());
  const by = cancellerOf(facts, viewer);
  if (!cancellable(facts.status)) throw conflict(m.server_not_cancellable());
  return cancellationQuoteAnswer(quoteOf(facts, by, now));
}

export type CancelOutcome = { cancelled: BookingDetail } | { stale: CancellationQuote };

/** A booking no longer pending or confirmed: a cancelled one is answered unchanged, anything else 409. */
async function answerEnded(tx: Transaction, bookingId: string): Promise<CancelOutcome> {
  const { detail } = await bookingFacts(tx, bookingId);
  if (detail.booking.status !== 'cancelled') throw conflict(m.server_not_cancellable());
  return { cancelled: detail };
}

/**
 * POST /api/bookings/{id}/cancel: in one transaction the booking becomes cancelled (its nights free
 * at once), the refund is recorded and the guest and host are mailed; the refund goes to the
 * provider after commit. If the refund is no longer the one the guest saw, nothing changes and
 * the new quote is answered. A cancelled booking cancelled again changes nothing.
 */
export async function cancelBooking(
  deps: AppDeps,
  bookingId: string,
  viewer: Viewer,
  input: { expectedRefundPaise: number; reason?: string },
  now = new Date(),
): Promise<CancelOutcome> {
  return inTransaction(deps, async (tx, afterCommit) => {
    await lockBookingForChange(tx, bookingId);
    const facts = await repo.cancellationFacts(tx, bookingId);
    if (!facts) throw notFound(m.server_booking_not_found());
    const by = cancellerOf(facts, viewer);
    if (!cancellable(facts.status)) return answerEnded(tx, bookingId);
    const quote = quoteOf(facts, by, now);
    if (quote.refundPaise !== input.expectedRefundPaise) return { stale: cancellationQuoteAnswer(quote) };

    const change = { by, quote, reason: input.reason || null, now };
    const cancelled = await recordCancellation(deps, tx, afterCommit, facts, change);
    if (!cancelled) return answerEnded(tx, bookingId);
    const { detail, hostEmail, languages } = cancelled;
    for (const mail of cancellationMails(appUrl(deps.config), detail, hostEmail, quote, languages))
      await deps.outbox.enqueue(tx, mail);
    afterCommit(deps.outbox.kick);
    return { cancelled: detail };
  });
}

/**
 * Inside the caller's transaction: booking `bookingId` is locked (a no-op for a caller already
 * holding its lock) and read under the lock, then cancelled by `by` at the refund its rule gives
 * now, as `recordCancellation` does. For hosts and bans, who cancel without a quote shown first.
 * Returns the booking as it now is and the quote it was cancelled at, for the mails; undefined,
 * changing nothing, if another ending won the race.
 */
export async function cancelStay(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  bookingId: string,
  cancellation: { by: CancelledBy; reason: string; now: Date },
) {
  const { by, reason, now } = cancellation;
  await lockBookingForChange(tx, bookingId);
  const facts = (await repo.cancellationFacts(tx, bookingId))!;
  const quote = quoteOf(facts, by, now);
  const cancelled = await recordCancellation(deps, tx, afterCommit, facts, { by, quote, reason, now });
  return cancelled && { ...cancelled, quote, guestId: facts.guestId };
}

/**
 * Inside the caller's transaction, the booking locked: it becomes cancelled by `by` (its nights
 * free at once) and the refund of `quote` is recorded, to go to the provider after commit.
 * Returns the booking as it now is, for the mails; undefined, changing nothing, if the booking had
 * already left pending and confirmed (another cancellation, an expiry or a decline won the race).
 * Guests, Basera (admins and bans) and hosts all cancel through here.
 */
async function recordCancellation(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  facts: repo.CancellationFacts,
  change: { by: CancelledBy; quote: CancellationTerms; reason: string | null; now: Date },
) {
  const { by, quote, now } = change;
  const refunded = facts.payment && quote.refundPaise > 0;
  const won = await cancelActiveBooking(tx, facts.id, {
    by,
    reason: change.reason,
    now,
    paymentStatus: refunded
      ? quote.refundPaise === quote.paidPaise
        ? 'refunded'
        : 'partially_refunded'
      : undefined,
  });
  if (!won) return undefined;
  if (facts.payment && refunded) {
    const refundId = await refundPayment(
      deps,
      tx,
      afterCommit,
      {
        bookingId: facts.id,
        paymentId: facts.payment.id,
        amountPaise: quote.refundPaise,
        taxesPaise: quote.partsPaise.taxes,
        reason: `Cancelled by the ${by === 'basera' ? 'Basera team' : by}`,
      },
      now,
    );
    await issueCreditNotes(tx, { bookingId: facts.id, refundId, credited: quote.credited }, now);
  }
  if (facts.payment) {
    // The host is never paid for what the guest got back (decision 93).
    const accommodation = quote.credited.filter((line) => line.kind === 'accommodation');
    await movePayoutForRefund(
      deps,
      tx,
      afterCommit,
      {
        bookingId: facts.id,
        accommodationPaise: addPaise(quote.partsPaise.nights, quote.partsPaise.cleaningFee),
        accommodationGstPaise: addPaise(ZERO_PAISE, ...accommodation.map(lineTaxPaise)),
        hostKeepsNothing: by !== 'guest',
      },
      now,
    );
  }
  return bookingFacts(tx, facts.id);
}
