import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../domain/rules/language/languages.ts';
import type { InvoiceAnswer, StayTaxesAnswer, TaxLineAnswer } from '../../../domain/schemas/gst.ts';
import { formatPaise } from '../../lib/formatters.ts';
import { pageLanguage } from '../../lib/language.ts';

// The GST of a quote or a booking in words (issue 24 §2), the same on the property page, the
// receipt, /payments and the cancel dialog. Amounts come from the server; nothing is added up here.

export const TAXES_LABEL = m.booking_taxes_label();

/** "₹1,020" for the taxes' total; null when there are no tax lines (a booking made before GST). */
export function taxesAmount(taxes: StayTaxesAnswer | null | undefined): string | null {
  if (!taxes || taxes.lines.length === 0) return null;
  return formatPaise(taxes.totalPaise);
}

const kindWords: Record<TaxLineAnswer['kind'], string> = {
  accommodation: m.booking_tax_kind_stay(),
  service: m.booking_tax_kind_service(),
};

/** "2.5%" from a line's whole rate of 5: each of the two halves. */
const halfRate = (ratePercent: number) => `${(ratePercent / 2).toLocaleString(intlLocaleOf(pageLanguage))}%`;

export type TaxDetail = { label: string; amount: string };

/**
 * Each half of each line: "CGST 2.5% on ₹15,000 (stay)" ₹375, then its SGST (or UTGST in a union
 * territory without a legislature) at the same rate.
 */
export function taxDetails(lines: readonly TaxLineAnswer[]): TaxDetail[] {
  return lines.flatMap((line) => {
    const labelOf = (tax: 'CGST' | 'SGST' | 'UTGST') =>
      m.booking_tax_detail({
        tax,
        rate: halfRate(line.ratePercent),
        amount: formatPaise(line.taxableValuePaise),
        kind: kindWords[line.kind] ?? line.kind,
      });
    const state =
      line.utgstPaise > 0
        ? { label: labelOf('UTGST'), amount: formatPaise(line.utgstPaise) }
        : { label: labelOf('SGST'), amount: formatPaise(line.sgstPaise) };
    return [{ label: labelOf('CGST'), amount: formatPaise(line.cgstPaise) }, state];
  });
}

/** "Tax invoice INV/2627/000001", "Credit note CN/2627/000001". */
export function invoiceLabel(invoice: Pick<InvoiceAnswer, 'kind' | 'number'>): string {
  const { number } = invoice;
  return invoice.kind === 'credit-note'
    ? m.booking_credit_note_name({ number })
    : m.booking_invoice_name({ number });
}

/** As invoiceLabel, with the number marked `<number>…</number>` (RichText keeps it on one line). */
export function invoiceLinkText(invoice: Pick<InvoiceAnswer, 'kind' | 'number'>): string {
  const { number } = invoice;
  return invoice.kind === 'credit-note'
    ? m.booking_credit_note_link_text({ number })
    : m.booking_invoice_link_text({ number });
}

/** What a document is for: "Stay" or "Service fee" when all its lines are one kind; null when mixed. */
export function invoiceSubject(invoice: Pick<InvoiceAnswer, 'lines'>): string | null {
  const kinds = new Set(invoice.lines.map((line) => line.kind));
  if (kinds.size !== 1) return null;
  return kinds.has('service') ? m.booking_invoice_subject_service() : m.booking_invoice_subject_stay();
}

/** Where an invoice's PDF is served. */
export const invoicePdfUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}.pdf`;
