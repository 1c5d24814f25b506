import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import type { InvoiceAnswer } from '../../../../domain/schemas/gst.ts';
import { useBookingDetail } from '../../../api/booking-detail.ts';
import { InvoiceLinks } from '../../../components/booking/invoice-links.tsx';
import { TAXES_LABEL, taxesAmount } from '../../../components/booking/tax-lines.ts';

// What a /payments line adds for GST (issue 24): the taxes inside a payment's amount and the
// booking's tax documents. Both come from the booking (GET /api/bookings/{id} and its invoices),
// asked once per booking however many lines it has.

/** "incl. Taxes (GST) ₹1,020" under a payment's amount; nothing for a refund or a stay without GST. */
export function EntryTaxes({ entry }: { entry: AccountPaymentEntry }) {
  const detail = useBookingDetail(entry.bookingId, entry.kind === 'payment');
  const taxes = entry.kind === 'payment' ? taxesAmount(detail.data?.booking.taxes) : null;
  if (!taxes) return null;
  return (
    <span className="block text-xs font-normal whitespace-nowrap text-fg-muted">
      incl. {TAXES_LABEL} {taxes}
    </span>
  );
}

/** The line's tax invoices or credit notes as links to their PDFs (documentKindsByEntry says which). */
export function EntryDocuments({
  entry,
  kinds,
}: {
  entry: AccountPaymentEntry;
  kinds: InvoiceAnswer['kind'][] | undefined;
}) {
  if (!kinds) return null;
  return <InvoiceLinks bookingId={entry.bookingId} kinds={kinds} />;
}
