import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvoiceAnswer } from '../../../domain/schemas/gst.ts';
import { useBookingInvoices } from '../../api/booking-invoices.ts';
import { formatStayDate } from '../../lib/calendar-dates.ts';
import { formatPaise } from '../../lib/formatters.ts';
import { RetryButton } from '../ui/retry-button.tsx';
import { invoiceLabel, invoicePdfUrl } from './tax-lines.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-medium break-all text-brand-text underline underline-offset-2';

/** One document as a link to its PDF, in a new tab; `detailed` adds its date and amount. */
function InvoiceLink({ invoice, detailed }: { invoice: InvoiceAnswer; detailed: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4">
      <a href={invoicePdfUrl(invoice.id)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        {invoiceLabel(invoice)}
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
      {detailed && (
        <span className="text-sm text-fg-muted">
          {formatStayDate(invoice.issuedOn)} · {formatPaise(invoice.totalPaise)}
        </span>
      )}
    </li>
  );
}

type Props = {
  bookingId: string;
  /** Only these kinds (a /payments row of a payment lists invoices); both when left out. */
  kinds?: readonly InvoiceAnswer['kind'][];
  /** With each document's date and amount (the receipt). */
  detailed?: boolean;
  /** What wraps a non-empty list (the receipt's section with its heading). */
  frame?: (list: ReactNode) => ReactNode;
};

/**
 * A booking's tax invoices and credit notes as links to their PDFs (issue 24 §4). Nothing shows
 * while they load or when there are none (a contact request, a stay paid before GST, a server
 * without invoices answering 404); a failed load says so with a retry.
 */
export function InvoiceLinks({ bookingId, kinds, detailed = false, frame = (list) => list }: Props) {
  const invoices = useBookingInvoices(bookingId);
  if (invoices.isError)
    return frame(
      <p className="text-sm text-fg-muted">
        The tax invoices could not be loaded.
        <RetryButton onRetry={() => invoices.refetch()} />
      </p>,
    );
  const shown = (invoices.data ?? []).filter((invoice) => !kinds || kinds.includes(invoice.kind));
  if (shown.length === 0) return null;
  return frame(
    <ul className={detailed ? 'space-y-1' : ''} aria-label="Tax invoices and credit notes">
      {shown.map((invoice) => (
        <InvoiceLink key={invoice.id} invoice={invoice} detailed={detailed} />
      ))}
    </ul>,
  );
}
