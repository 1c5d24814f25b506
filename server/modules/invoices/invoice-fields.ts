import { type Paise, paise, paiseToRupees } from '../../../domain/money.ts';
import { amountInWords } from '../../../domain/rules/amount-in-words.ts';
import { calendarDate } from '../../../domain/rules/calendar-date.ts';
import { GST_STATES } from '../../../domain/rules/gst-states.ts';
import type { InvoiceAnswer, TaxLineAnswer } from '../../../domain/schemas/gst.ts';

// What a tax invoice or credit note says on paper (CGST Rule 46, Rule 53(1A); decision 89), as
// text and rows, apart from where it is drawn (invoice-layout.ts, invoice-pdf.ts).

/** An invoice or credit note as the API answers it, with what the paper also prints. */
export type InvoiceDocument = InvoiceAnswer & {
  /** The booking's reference: 8 upper-case characters. */
  bookingReference: string;
  propertyTitle: string;
  /** The property's address: where the service is delivered (Rule 46(o)); null when unknown. */
  propertyAddress: string | null;
  /** YYYY-MM-DD. */
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  /** A credit note: the date of issue (YYYY-MM-DD) of the invoice it refers to. */
  refersToIssuedOn?: string | null;
};

/** One row of the table of lines; amounts already written out. */
export type LineRow = {
  description: string;
  sac: string;
  taxableValue: string;
  rate: string;
  cgst: string;
  cgstRate: string;
  stateTax: string;
  stateTaxRate: string;
  total: string;
};

export type InvoiceFields = {
  title: string;
  /** Rule 48(2): the original of a tax invoice for services is marked for the recipient. */
  copy: string | null;
  /** A credit note's "Against invoice … dated …"; null for an invoice. */
  against: string | null;
  facts: [label: string, value: string][];
  supplier: { name: string; address: string; facts: string[] };
  recipient: { name: string; facts: string[] };
  supply: [label: string, value: string][];
  /** The tax beside CGST: UTGST in a union territory without a legislature. */
  stateTax: 'SGST' | 'UTGST';
  rows: LineRow[];
  totals: [label: string, value: string][];
  total: [label: string, value: string];
  words: string;
  declarations: string[];
  signature: { forSupplier: string; title: string; note: string };
};

export const REVERSE_CHARGE_NO = 'Reverse charge: No';
export const SECTION_95 =
  'Tax payable by the electronic commerce operator under section 9(5) of the CGST Act';

// '12 Mar 2027': one formatter with the notifications' texts (domain/rules/calendar-date.ts).
export { calendarDate };

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 25000000 → '₹2,50,000.00': an invoice always shows the paise. */
export function invoiceRupees(amount: Paise | number): string {
  return withPaise.format(paiseToRupees(paise(amount)) as Intl.StringNumericLiteral);
}

/** 'Goa' → 'Goa (state code 30)'; a name that is no state stays as it is. */
export function stateWithCode(state: string): string {
  const code = GST_STATES.find((s) => s.state.toLowerCase() === state.trim().toLowerCase())?.code;
  return code ? `${state} (state code ${code})` : state;
}

const sum = (lines: TaxLineAnswer[], pick: (l: TaxLineAnswer) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);
const halfRate = (ratePercent: number) => `${ratePercent / 2}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(doc: InvoiceDocument, line: TaxLineAnswer): string {
  if (line.kind === 'service') return 'Basera service fee';
  const stay = `${plural(doc.nights, 'night')} (${calendarDate(doc.checkInDate)} to ${calendarDate(doc.checkOutDate)})`;
  const rates = new Set(doc.lines.filter((l) => l.kind === 'accommodation').map((l) => l.ratePercent));
  // Nights on both sides of ₹7,500 give one line per rate: each says which nights it holds.
  const which = rates.size > 1 ? `, the nights taxed at ${line.ratePercent}%` : '';
  return `Accommodation at ${doc.propertyTitle}, ${stay}${which}`;
}

function row(doc: InvoiceDocument, line: TaxLineAnswer): LineRow {
  const stateTax = line.utgstPaise > 0 ? line.utgstPaise : line.sgstPaise;
  return {
    description: describe(doc, line),
    sac: line.sac,
    taxableValue: invoiceRupees(line.taxableValuePaise),
    rate: `${line.ratePercent}%`,
    cgst: invoiceRupees(line.cgstPaise),
    cgstRate: halfRate(line.ratePercent),
    stateTax: invoiceRupees(stateTax),
    stateTaxRate: halfRate(line.ratePercent),
    total: invoiceRupees(line.taxableValuePaise + line.cgstPaise + stateTax),
  };
}

/** Everything the paper says, in the order it is read. */
export function invoiceFields(doc: InvoiceDocument): InvoiceFields {
  // A paper whose total differs from its lines is refused rather than printed.
  const linesTotal = sum(doc.lines, (l) => l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.utgstPaise);
  if (linesTotal !== doc.totalPaise)
    throw new RangeError(
      `${doc.number}: the lines add up to ${linesTotal} paise, the total is ${doc.totalPaise}`,
    );
  const creditNote = doc.kind === 'credit-note';
  const stateTax = doc.lines.some((l) => l.utgstPaise > 0) ? 'UTGST' : 'SGST';
  const against =
    creditNote && doc.refersTo
      ? `Against invoice ${doc.refersTo}${doc.refersToIssuedOn ? ` dated ${calendarDate(doc.refersToIssuedOn)}` : ''}`
      : null;
  const declarations = [REVERSE_CHARGE_NO];
  if (doc.section95) declarations.push(SECTION_95);
  const property = doc.propertyAddress ? `${doc.propertyTitle}, ${doc.propertyAddress}` : doc.propertyTitle;
  return {
    title: creditNote ? 'Credit note' : 'Tax invoice',
    copy: creditNote ? null : 'Original for recipient',
    against,
    facts: [
      [creditNote ? 'Credit note number' : 'Invoice number', doc.number],
      ['Date of issue', calendarDate(doc.issuedOn)],
      ['Booking reference', doc.bookingReference],
    ],
    supplier: {
      name: doc.supplier.name,
      address: doc.supplier.address,
      facts: [`State: ${stateWithCode(doc.supplier.state)}`, `GSTIN: ${doc.supplier.gstin}`],
    },
    recipient: {
      name: doc.recipient.name,
      facts: [
        `State: ${stateWithCode(doc.recipient.state)}`,
        `PIN code: ${doc.recipient.pincode}`,
        `GSTIN: ${doc.recipient.gstin ?? 'Unregistered'}`,
      ],
    },
    supply: [
      ['Place of supply', stateWithCode(doc.placeOfSupply)],
      ['Property', property],
      [
        'Stay',
        `${calendarDate(doc.checkInDate)} to ${calendarDate(doc.checkOutDate)}, ${plural(doc.nights, 'night')}`,
      ],
    ],
    stateTax,
    rows: doc.lines.map((line) => row(doc, line)),
    totals: [
      ['Taxable value', invoiceRupees(sum(doc.lines, (l) => l.taxableValuePaise))],
      ['CGST', invoiceRupees(sum(doc.lines, (l) => l.cgstPaise))],
      [stateTax, invoiceRupees(sum(doc.lines, (l) => l.sgstPaise + l.utgstPaise))],
    ],
    total: [creditNote ? 'Total credited' : 'Total', invoiceRupees(doc.totalPaise)],
    words: amountInWords(paise(doc.totalPaise)),
    declarations,
    signature: {
      forSupplier: `For ${doc.supplier.name}`,
      title: 'Authorised signatory',
      note: `Computer-generated ${creditNote ? 'credit note' : 'tax invoice'}, issued electronically through Basera.`,
    },
  };
}
