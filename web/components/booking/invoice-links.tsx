import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { InvoiceAnswer } from '../../../domain/schemas/gst.ts';
import { useBookingInvoices } from '../../api/booking-invoices.ts';
import { formatStayDate } from '../../lib/calendar-dates.ts';
import { formatPaise } from '../../lib/formatters.ts';
import { RetryButton } from '../ui/retry-button.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { invoiceLabel, invoiceLinkText, invoicePdfUrl, invoiceSubject } from './tax-lines.ts';

type Look = 'detailed' | 'list' | 'dense';

const linkClasses: Record<Look, string> = {
  detailed: 'min-h-11',
  list: 'min-h-11',
  // A table on wide screens, pointed at with a mouse: rows stay compact.
  dense: 'min-h-8 text-sm',
};

/** One document as a link to its PDF, in a new tab; `detailed` adds what it is for, its date and amount. */
function InvoiceLink({ invoice, look }: { invoice: InvoiceAnswer; look: Look }) {
  const about = [invoiceSubject(invoice), formatStayDate(invoice.issuedOn), formatPaise(invoice.totalPaise)];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4">
      <a
        href={invoicePdfUrl(invoice.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.booking_invoice_link_label({ document: invoiceLabel(invoice) })}
        className={`inline-flex items-center gap-1.5 font-medium text-brand-text underline underline-offset-2 ${linkClasses[look]}`}
      >
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        {/* Wraps between the words and the number, never inside the number. */}
        <span>
          <RichText
            text={invoiceLinkText(invoice)}
            tags={{ number: (number) => <span className="whitespace-nowrap">{number}</span> }}
          />
        </span>
      </a>
      {look === 'detailed' && (
        <span className="text-sm text-fg-muted">{about.filter(Boolean).join(' · ')}</span>
      )}
    </li>
  );
}

type Props = {
  bookingId: string;
  /** Only these kinds (a /payments row of a payment lists invoices); both when left out. */
  kinds?: readonly InvoiceAnswer['kind'][];
  /** detailed: with what each is for, its date and amount (the receipt); dense: small, for a table. */
  look?: Look;
  /** What wraps a non-empty list (the receipt's section with its heading). */
  frame?: (list: ReactNode) => ReactNode;
};

/**
 * A booking's tax invoices and credit notes as links to their PDFs (issue 24 §4). Nothing shows
 * while they load or when there are none (a contact request, a stay paid before GST, a server
 * without invoices answering 404); a failed load says so with a retry.
 */
export function InvoiceLinks({ bookingId, kinds, look = 'list', frame = (list) => list }: Props) {
  const invoices = useBookingInvoices(bookingId);
  if (invoices.isError)
    return frame(
      <p className="text-sm text-fg-muted">
        {m.booking_invoices_load_failed()}
        <RetryButton onRetry={() => invoices.refetch()} />
      </p>,
    );
  const shown = (invoices.data ?? []).filter((invoice) => !kinds || kinds.includes(invoice.kind));
  if (shown.length === 0) return null;
  return frame(
    <ul className={look === 'detailed' ? 'space-y-1' : ''} aria-label={m.booking_invoices_list_label()}>
      {shown.map((invoice) => (
        <InvoiceLink key={invoice.id} invoice={invoice} look={look} />
      ))}
    </ul>,
  );
}
