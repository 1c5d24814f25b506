import { m } from '#i18n/messages.js';
import { type Paise, paise, paiseToRupees } from '../../../domain/money.ts';
import { amountInWordsIn } from '../../../domain/rules/amount-in-words.ts';
import { calendarDate } from '../../../domain/rules/calendar-date.ts';
import { GST_STATES } from '../../../domain/rules/gst-states.ts';
import { formatDayIn } from '../../../domain/rules/language/dates.ts';
import { intlLocaleOf, type Language } from '../../../domain/rules/language/languages.ts';
import type { InvoiceAnswer, TaxLineAnswer } from '../../../domain/schemas/gst.ts';

// What a tax invoice or credit note says on paper (CGST Rule 46, Rule 53(1A); decision 89), as
// text and rows, apart from where it is drawn (invoice-layout.ts, invoice-pdf.ts). Every word comes
// from the `pdf` catalogue in the recipient's language (decision 110); names, addresses, numbers and
// a state's name stay as the data has them.

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
  /** The language the paper is written in: its recipient's (decision 110). */
  language: Language;
  title: string;
  /** Rule 48(2): the original of a tax invoice for services is marked for the recipient. */
  copy: string | null;
  /** A credit note's "Against invoice … dated …"; null for an invoice. */
  against: string | null;
  facts: [label: string, value: string][];
  supplier: { label: string; name: string; address: string; facts: string[] };
  recipient: { label: string; name: string; facts: string[] };
  supply: [label: string, value: string][];
  /**
   * The table's column headings, description first, amount last; the tax beside CGST is UTGST in a
   * union territory without a legislature, else SGST.
   */
  columns: string[];
  rows: LineRow[];
  totals: [label: string, value: string][];
  total: [label: string, value: string];
  words: [label: string, words: string];
  declarations: string[];
  signature: { forSupplier: string; title: string; note: string };
  footer: { booking: string; page: string };
  /** The PDF's own title and subject (what a viewer shows in its title bar). */
  meta: { title: string; subject: string };
};

// '12 Mar 2027': one formatter with the notifications' texts (domain/rules/calendar-date.ts).
export { calendarDate };

const withPaise = (language: Language) =>
  new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const rupeeFormats = { en: withPaise('en'), hi: withPaise('hi') };

/** 25000000 → '₹2,50,000.00': an invoice always shows the paise (hi-IN writes it the same way). */
export function invoiceRupees(amount: Paise | number, language: Language = 'en'): string {
  return rupeeFormats[language].format(paiseToRupees(paise(amount)) as Intl.StringNumericLiteral);
}

/** 'Goa' → 'Goa (state code 30)'; a name that is no state stays as it is. */
export function stateWithCode(state: string, language: Language = 'en'): string {
  const code = GST_STATES.find((s) => s.state.toLowerCase() === state.trim().toLowerCase())?.code;
  return code ? m.pdf_state_with_code({ state, code }, { locale: language }) : state;
}

const sum = (lines: TaxLineAnswer[], pick: (l: TaxLineAnswer) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);
const halfRate = (ratePercent: number) => `${ratePercent / 2}%`;

function describe(doc: InvoiceDocument, line: TaxLineAnswer, language: Language): string {
  const options = { locale: language };
  if (line.kind === 'service') return m.pdf_line_service_fee({}, options);
  const stay = {
    property: doc.propertyTitle,
    count: doc.nights,
    checkIn: formatDayIn(doc.checkInDate, language),
    checkOut: formatDayIn(doc.checkOutDate, language),
  };
  const rates = new Set(doc.lines.filter((l) => l.kind === 'accommodation').map((l) => l.ratePercent));
  // Nights on both sides of ₹7,500 give one line per rate: each says which nights it holds.
  return rates.size > 1
    ? m.pdf_line_accommodation_at_rate({ ...stay, rate: line.ratePercent }, options)
    : m.pdf_line_accommodation(stay, options);
}

function row(doc: InvoiceDocument, line: TaxLineAnswer, language: Language): LineRow {
  const stateTax = line.utgstPaise > 0 ? line.utgstPaise : line.sgstPaise;
  const rupees = (amount: number) => invoiceRupees(amount, language);
  return {
    description: describe(doc, line, language),
    sac: line.sac,
    taxableValue: rupees(line.taxableValuePaise),
    rate: `${line.ratePercent}%`,
    cgst: rupees(line.cgstPaise),
    cgstRate: halfRate(line.ratePercent),
    stateTax: rupees(stateTax),
    stateTaxRate: halfRate(line.ratePercent),
    total: rupees(line.taxableValuePaise + line.cgstPaise + stateTax),
  };
}

/** Everything the paper says, in the order it is read, in `language` (its recipient's). */
export function invoiceFields(doc: InvoiceDocument, language: Language): InvoiceFields {
  // A paper whose total differs from its lines is refused rather than printed.
  const linesTotal = sum(doc.lines, (l) => l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.utgstPaise);
  if (linesTotal !== doc.totalPaise)
    throw new RangeError(
      `${doc.number}: the lines add up to ${linesTotal} paise, the total is ${doc.totalPaise}`,
    );
  const options = { locale: language };
  const day = (iso: string) => formatDayIn(iso, language);
  const rupees = (amount: number) => invoiceRupees(amount, language);
  const state = (name: string) => m.pdf_party_state({ state: stateWithCode(name, language) }, options);
  const creditNote = doc.kind === 'credit-note';
  const utgst = doc.lines.some((l) => l.utgstPaise > 0);
  const stateTax = utgst ? m.pdf_tax_utgst({}, options) : m.pdf_tax_sgst({}, options);
  const cgst = m.pdf_tax_cgst({}, options);
  const taxableValue = m.pdf_taxable_value({}, options);
  let against: string | null = null;
  if (creditNote && doc.refersTo)
    against = doc.refersToIssuedOn
      ? m.pdf_against_invoice_dated({ number: doc.refersTo, date: day(doc.refersToIssuedOn) }, options)
      : m.pdf_against_invoice({ number: doc.refersTo }, options);
  const declarations = [m.pdf_reverse_charge_no({}, options)];
  if (doc.section95) declarations.push(m.pdf_section_95({}, options));
  const property = doc.propertyAddress ? `${doc.propertyTitle}, ${doc.propertyAddress}` : doc.propertyTitle;
  const reference = doc.bookingReference;
  return {
    language,
    title: creditNote ? m.pdf_title_credit_note({}, options) : m.pdf_title_invoice({}, options),
    copy: creditNote ? null : m.pdf_copy_original({}, options),
    against,
    facts: [
      [
        creditNote ? m.pdf_fact_credit_note_number({}, options) : m.pdf_fact_invoice_number({}, options),
        doc.number,
      ],
      [m.pdf_fact_issued_on({}, options), day(doc.issuedOn)],
      [m.pdf_fact_booking_reference({}, options), reference],
    ],
    supplier: {
      label: m.pdf_party_supplier({}, options),
      name: doc.supplier.name,
      address: doc.supplier.address,
      facts: [state(doc.supplier.state), m.pdf_party_gstin({ gstin: doc.supplier.gstin }, options)],
    },
    recipient: {
      label: m.pdf_party_recipient({}, options),
      name: doc.recipient.name,
      facts: [
        state(doc.recipient.state),
        m.pdf_party_pincode({ pincode: doc.recipient.pincode }, options),
        doc.recipient.gstin
          ? m.pdf_party_gstin({ gstin: doc.recipient.gstin }, options)
          : m.pdf_party_gstin_unregistered({}, options),
      ],
    },
    supply: [
      [m.pdf_supply_place({}, options), stateWithCode(doc.placeOfSupply, language)],
      [m.pdf_supply_property({}, options), property],
      [
        m.pdf_supply_stay({}, options),
        m.pdf_supply_stay_dates(
          { checkIn: day(doc.checkInDate), checkOut: day(doc.checkOutDate), count: doc.nights },
          options,
        ),
      ],
    ],
    columns: [
      m.pdf_column_description({}, options),
      m.pdf_column_sac({}, options),
      taxableValue,
      m.pdf_column_rate({}, options),
      cgst,
      stateTax,
      m.pdf_column_amount({}, options),
    ],
    rows: doc.lines.map((line) => row(doc, line, language)),
    totals: [
      [taxableValue, rupees(sum(doc.lines, (l) => l.taxableValuePaise))],
      [cgst, rupees(sum(doc.lines, (l) => l.cgstPaise))],
      [stateTax, rupees(sum(doc.lines, (l) => l.sgstPaise + l.utgstPaise))],
    ],
    total: [
      creditNote ? m.pdf_total_credited({}, options) : m.pdf_total({}, options),
      rupees(doc.totalPaise),
    ],
    words: [m.pdf_total_in_words({}, options), amountInWordsIn(paise(doc.totalPaise), language)],
    declarations,
    signature: {
      forSupplier: m.pdf_signature_for({ supplier: doc.supplier.name }, options),
      title: m.pdf_signature_title({}, options),
      note: creditNote ? m.pdf_note_credit_note({}, options) : m.pdf_note_invoice({}, options),
    },
    footer: {
      booking: m.pdf_footer_booking({ reference }, options),
      page: m.pdf_footer_page({ page: 1, pages: 1 }, options),
    },
    meta: {
      title: creditNote
        ? m.pdf_meta_title_credit_note({ number: doc.number }, options)
        : m.pdf_meta_title_invoice({ number: doc.number }, options),
      subject: m.pdf_meta_subject({ reference }, options),
    },
  };
}
