import { format } from 'date-fns';
import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../lib/formatters.ts';

// The words of a line on /payments, kept pure so they are tested.

export function entryKindText(kind: AccountPaymentEntry['kind']): string {
  return kind === 'refund' ? 'Refund' : 'Payment';
}

/** A refund is money back: "−₹1,500"; a payment "₹43,500". */
export function entryAmountText(entry: Pick<AccountPaymentEntry, 'kind' | 'amount'>): string {
  const amount = formatPrice(entry.amount);
  return entry.kind === 'refund' ? `−${amount}` : amount;
}

/** "Paid", "Partially refunded": the server's status word for people. */
export function entryStatusText(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** Money that moved green, money on its way yellow (created, pending), anything else grey. */
export function entryStatusTone(status: string): BadgeTone {
  if (status === 'paid' || status === 'processed') return 'green';
  if (status === 'created' || status === 'pending') return 'yellow';
  return 'grey';
}

/** "1 Mar 2027", on the reader's calendar (an instant). */
export function entryDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy');
}
