import { m } from '#i18n/messages.js';
import type { InvoiceAnswer } from '../../../domain/schemas/gst.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import * as repo from './invoices.repository.ts';

/** The guest, the listing's owner and admins read a booking's invoices; anyone else is told nothing. */
async function mayRead(deps: Pick<AppDeps, 'db'>, bookingId: string, viewer: Viewer) {
  if (viewer.admin) return true;
  const parties = await repo.bookingToInvoice(deps.db, bookingId);
  return (
    !!parties && !!viewer.userId && (viewer.userId === parties.guestId || viewer.userId === parties.ownerId)
  );
}

export function invoiceAnswerOf(row: repo.InvoiceRow, numbers: Map<string, string>): InvoiceAnswer {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    supplier: row.supplier,
    recipient: row.recipient,
    placeOfSupply: row.placeOfSupply,
    issuedOn: row.issuedOn,
    lines: row.lines,
    totalPaise: row.totalPaise,
    section95: row.section95,
    refersTo: row.refersTo ? (numbers.get(row.refersTo) ?? null) : null,
  };
}

/** GET /api/bookings/{id}/invoices: its invoices and credit notes, oldest first; 404 for others. */
export async function invoicesForViewer(
  deps: Pick<AppDeps, 'db'>,
  bookingId: string,
  viewer: Viewer,
): Promise<InvoiceAnswer[]> {
  if (!(await mayRead(deps, bookingId, viewer))) throw notFound(m.server_booking_not_found());
  const rows = await repo.invoicesOfBooking(deps.db, bookingId);
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => invoiceAnswerOf(row, numbers));
}

/** One invoice or credit note for a reader of its booking (with the invoice it credits); 404 else. */
export async function invoiceForViewer(deps: Pick<AppDeps, 'db'>, invoiceId: string, viewer: Viewer) {
  const row = await repo.invoiceById(deps.db, invoiceId);
  if (!row || !(await mayRead(deps, row.bookingId, viewer))) throw notFound(m.server_invoice_not_found());
  const credited = row.refersTo ? await repo.invoiceById(deps.db, row.refersTo) : undefined;
  const numbers = new Map(credited ? [[credited.id, credited.number]] : []);
  return { row, answer: invoiceAnswerOf(row, numbers), credited };
}
