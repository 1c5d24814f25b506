import { totalOfLines } from '../../../domain/rules/gst/credit-notes.ts';
import { placeOfSupplyNamed } from '../../../domain/rules/gst/places-of-supply.ts';
import type { TaxLine } from '../../../domain/rules/gst/tax-line.ts';
import {
  type DocumentKind,
  documentSeriesKey,
  financialYearOfDate,
  formatDocumentNumber,
} from '../../../domain/rules/invoice-numbers.ts';
import { INDIA_TIME_ZONE } from '../../../domain/rules/stay-clock.ts';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema.ts';
import * as repo from './invoices.repository.ts';

type Supply = TaxLine['kind'];

/** The next number of the supplier's series of this kind, for a document issued on `issuedOn`. */
async function nextNumber(tx: Transaction, supplierGstin: string, kind: DocumentKind, issuedOn: string) {
  const year = financialYearOfDate(issuedOn);
  const sequence = await repo.nextSequence(tx, documentSeriesKey(supplierGstin, kind, year));
  return formatDocumentNumber(kind, year, sequence);
}

/**
 * Who supplies each part of a stay (docs/tax.md rule 4, 5): the accommodation by the host when they
 * hold a registration in the listing's state, else by Basera under section 9(5); the service fee
 * always by Basera. Undefined when Basera has no registration in that state (an admin removed it).
 */
async function suppliersOf(tx: Transaction, hostId: string, state: string) {
  const basera = await repo.baseraRegistrationIn(tx, state);
  if (!basera) return undefined;
  const host = await repo.hostRegistrationIn(tx, hostId, state);
  return {
    accommodation: { party: (host ?? basera) as InvoiceParty, section95: !host },
    service: { party: basera as InvoiceParty, section95: false },
  };
}

/**
 * Inside the transaction that captures a booking's payment: its tax invoices, one per supply it was
 * charged GST on (the stay; Basera's fee), numbered in their suppliers' series. A booking made
 * before GST was charged gets none. Returns how many were issued.
 */
export async function issueStayInvoices(
  deps: Pick<AppDeps, 'log'>,
  tx: Transaction,
  bookingId: string,
  now: Date,
): Promise<number> {
  const booking = await repo.bookingToInvoice(tx, bookingId);
  const place = placeOfSupplyNamed(booking?.state ?? '');
  if (!booking || !place || !booking.billing || booking.taxes.lines.length === 0) return 0;
  const suppliers = await suppliersOf(tx, booking.ownerId, place);
  if (!suppliers) {
    // The payment is kept either way; a person adds the registration and issues by hand.
    deps.log.error(
      { bookingId, state: place },
      'Basera has no GST registration in this state: no invoices issued',
    );
    return 0;
  }
  const issuedOn = todayIn(INDIA_TIME_ZONE, now);
  let issued = 0;
  for (const supply of ['accommodation', 'service'] as const satisfies Supply[]) {
    const lines = booking.taxes.lines.filter((line) => line.kind === supply);
    if (lines.length === 0) continue;
    const { party, section95 } = suppliers[supply];
    await repo.insertInvoice(tx, {
      bookingId,
      kind: 'invoice',
      supply,
      number: await nextNumber(tx, party.gstin, 'invoice', issuedOn),
      supplierGstin: party.gstin,
      supplier: party,
      recipient: booking.billing,
      placeOfSupply: place,
      issuedOn,
      lines,
      totalPaise: totalOfLines(lines),
      section95,
    });
    issued += 1;
  }
  return issued;
}

/**
 * Inside the transaction that records a refund: a credit note against each of the booking's
 * invoices the refund reaches, with the credited lines of its supply (domain/rules/gst/credit-notes.ts),
 * numbered in the invoice's supplier's credit-note series.
 */
export async function issueCreditNotes(
  tx: Transaction,
  refund: { bookingId: string; refundId: string; credited: TaxLine[] },
  now: Date,
): Promise<number> {
  const issuedOn = todayIn(INDIA_TIME_ZONE, now);
  const documents = await repo.invoicesOfBooking(tx, refund.bookingId);
  let issued = 0;
  for (const invoice of documents.filter((document) => document.kind === 'invoice')) {
    const lines = refund.credited.filter((line) => line.kind === invoice.supply);
    if (lines.length === 0) continue;
    const creditedBefore = documents
      .filter((document) => document.refersTo === invoice.id)
      .reduce((sum, note) => sum + note.totalPaise, 0);
    // Never more credit than the invoice: a rule bug must not reach a lawful document.
    if (creditedBefore + totalOfLines(lines) > invoice.totalPaise)
      throw new Error(`Credit notes of ${invoice.number} would pass its total`);
    await repo.insertInvoice(tx, {
      bookingId: refund.bookingId,
      kind: 'credit-note',
      supply: invoice.supply,
      number: await nextNumber(tx, invoice.supplierGstin, 'credit-note', issuedOn),
      supplierGstin: invoice.supplierGstin,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      placeOfSupply: invoice.placeOfSupply,
      issuedOn,
      lines,
      totalPaise: totalOfLines(lines),
      section95: invoice.section95,
      refersTo: invoice.id,
      refundId: refund.refundId,
    });
    issued += 1;
  }
  return issued;
}
