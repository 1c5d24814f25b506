import type { AppDeps } from '../../app-deps.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { bookingReference } from '../bookings/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './invoices.repository.ts';
import { invoiceForViewer } from './invoices.service.ts';

/**
 * GET /api/invoices/{id}.pdf: the invoice or credit note as an A4 PDF for a reader of its booking
 * (404 for anyone else), with its file name. It is written in its recipient's language, the
 * guest's kept one (decision 110), whoever reads it: the host and admins see the guest's paper.
 */
export async function invoicePdfForViewer(deps: Pick<AppDeps, 'db'>, invoiceId: string, viewer: Viewer) {
  const { row, answer, credited } = await invoiceForViewer(deps, invoiceId, viewer);
  const stay = (await repo.stayOnPaper(deps.db, row.bookingId))!;
  const { guestLanguage, addressLine1, addressLine2, city, state, pincode, ...dates } = stay;
  const place = [addressLine1, addressLine2, city, [state, pincode].filter(Boolean).join(' ')];
  const bytes = await renderInvoicePdf(
    {
      ...answer,
      ...dates,
      bookingReference: bookingReference(row.bookingId),
      propertyAddress: place.filter(Boolean).join(', ') || null,
      refersToIssuedOn: credited?.issuedOn ?? null,
    },
    guestLanguage,
  );
  return { bytes, fileName: `${answer.number.replaceAll('/', '-')}.pdf` };
}
