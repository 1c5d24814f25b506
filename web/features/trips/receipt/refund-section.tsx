import { m } from '#i18n/messages.js';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { refundBadge } from '../../../lib/payment-words.ts';
import { instantDate, REFUND_DAYS } from './receipt-lines.ts';

/** The receipt's refunds: each with its amount, status and Razorpay refund id, and how long they take. */
export function RefundSection({ refunds }: { refunds: BookingDetail['refunds'] }) {
  return (
    <section className="border-t border-line py-5 break-inside-avoid">
      <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {m.trips_receipt_section_refunds()}
      </h2>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="text-sm">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="flex items-center gap-2 text-fg">
                {instantDate(refund.createdAt)}
                <StatusBadge {...refundBadge(refund.status)} />
              </span>
              <span className="font-semibold text-fg">{formatPrice(refund.amount)}</span>
            </div>
            <p className="mt-0.5 break-all text-fg-muted">
              {refund.reason}
              {refund.providerRefundId && <span className="font-mono"> · {refund.providerRefundId}</span>}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-fg-muted">{m.trips_receipt_refund_note(REFUND_DAYS)}</p>
    </section>
  );
}
