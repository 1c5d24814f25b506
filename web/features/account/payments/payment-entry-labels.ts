import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import type { InvoiceAnswer } from '../../../../domain/schemas/gst.ts';
import { formatDate, formatPrice } from '../../../lib/formatters.ts';

// The words of a line on /payments, kept pure so they are tested.

type InvoiceKind = InvoiceAnswer['kind'];

export function entryKindText(kind: AccountPaymentEntry['kind']): string {
  return kind === 'refund' ? m.account_payment_kind_refund() : m.account_payment_kind_payment();
}

/** A refund is money back: "−₹1,500"; a payment "₹43,500". */
export function entryAmountText(entry: Pick<AccountPaymentEntry, 'kind' | 'amount'>): string {
  const amount = formatPrice(entry.amount);
  return entry.kind === 'refund' ? `−${amount}` : amount;
}

/**
 * "incl. Taxes (GST) ₹1,020": the GST inside a line's amount (a payment's, or what a refund's credit
 * notes reverse); null when there is none (a stay paid before GST).
 */
export function entryTaxesText(entry: Pick<AccountPaymentEntry, 'taxes'>): string | null {
  return entry.taxes && rupeesToPaise(entry.taxes) > 0
    ? m.account_payment_taxes_included({ amount: formatPrice(entry.taxes) })
    : null;
}

/** "1 Mar 2027", on the reader's calendar (an instant). */
export function entryDate(createdAt: string): string {
  return formatDate(createdAt);
}

/** A line's own key among the others (a payment and a refund may share an id's shape). */
export const entryKey = (entry: Pick<AccountPaymentEntry, 'kind' | 'id'>) => `${entry.kind}-${entry.id}`;

/** A payment that went through: money moved, so the booking's invoices were issued against it. */
const wentThrough = (status: string) => ['paid', 'refunded', 'partially_refunded'].includes(status);

/**
 * Which of a booking's tax documents each line lists, so every document shows once (issue 24 §4):
 * the invoices on the booking's newest payment that went through, the credit notes on its newest
 * refund (on that payment when it has no refund line). Lines absent from the map list none.
 */
export function documentKindsByEntry(entries: readonly AccountPaymentEntry[]): Map<string, InvoiceKind[]> {
  const kinds = new Map<string, InvoiceKind[]>();
  const paymentOf = new Map<string, string>();
  const refunded = new Set<string>();
  // Newest first, as /api/payments answers: the first of each kind per booking is its newest.
  for (const entry of entries) {
    if (entry.kind === 'refund' && !refunded.has(entry.bookingId)) {
      refunded.add(entry.bookingId);
      kinds.set(entryKey(entry), ['credit-note']);
    }
    if (entry.kind === 'payment' && wentThrough(entry.status) && !paymentOf.has(entry.bookingId))
      paymentOf.set(entry.bookingId, entryKey(entry));
  }
  for (const [bookingId, key] of paymentOf)
    kinds.set(key, refunded.has(bookingId) ? ['invoice'] : ['invoice', 'credit-note']);
  return kinds;
}
