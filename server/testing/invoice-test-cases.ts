import { addPaise, type Paise, paise, rupeesToPaise, ZERO_PAISE } from '../../domain/money.ts';
import { stayTaxes } from '../../domain/rules/gst/stay-taxes.ts';
import { lineTaxPaise, type TaxLine } from '../../domain/rules/gst/tax-line.ts';
import { makeGstin } from '../../domain/rules/gstin.ts';
import {
  type DocumentKind,
  financialYearOfDate,
  formatDocumentNumber,
} from '../../domain/rules/invoice-numbers.ts';

// Invoices and credit notes as the invoices module hands them to the PDF: an accommodation
// invoice under section 9(5), a registered host's in Chandigarh (UTGST, two rates), a service-fee
// invoice, a credit note, and one with every text at its longest. Amounts come from the tax rule.
// They are not typed with the module's InvoiceDocument (a module is imported only through its
// index): each use, renderInvoicePdf(sample), checks them.

const BASERA_PAN = 'AABCB1234K';
const baseraGoa = {
  name: 'Basera Stays Private Limited',
  gstin: makeGstin('30', BASERA_PAN),
  address: '3rd Floor, Edcon Towers, Menezes Braganza Road, Panaji, Goa 403001',
  state: 'Goa',
};
const guest = { name: 'Ananya Sharma', state: 'Maharashtra', pincode: '400050', gstin: null };
const rupees = (amounts: string[]) => amounts.map(rupeesToPaise);
/** Taxable value plus taxes of all lines, as the API's totalPaise. */
const totalOf = (lines: TaxLine[]): Paise =>
  addPaise(ZERO_PAISE, ...lines.map((l) => addPaise(l.taxableValuePaise, lineTaxPaise(l))));
const numbered = (kind: DocumentKind, issuedOn: string, sequence: number) =>
  formatDocumentNumber(kind, financialYearOfDate(issuedOn), sequence);

/** 2 nights at ₹7,000 with cleaning ₹1,000 in Goa, and a service fee of ₹1,500. */
const goaStay = stayTaxes({
  nightPricesPaise: rupees(['7000', '7000']),
  cleaningFeePaise: rupeesToPaise('1000'),
  serviceFeePaise: rupeesToPaise('1500'),
  state: 'Goa',
});
const goaAccommodation = goaStay.lines.filter((l) => l.kind === 'accommodation');

const goaBooking = {
  bookingReference: 'KQ7ZP2MA',
  propertyTitle: 'Casa Azul, a Portuguese villa by the Mandovi',
  propertyAddress: 'House 112, Fontainhas, Panaji, Goa 403001',
  checkInDate: '2027-03-12',
  checkOutDate: '2027-03-14',
  nights: 2,
};

/** An unregistered host's stay: Basera supplies it under section 9(5). */
export const section95Invoice = {
  ...goaBooking,
  id: 'inv-1',
  number: numbered('invoice', '2027-03-01', 1),
  kind: 'invoice' as const,
  supplier: baseraGoa,
  recipient: guest,
  placeOfSupply: 'Goa',
  issuedOn: '2027-03-01',
  lines: goaAccommodation,
  totalPaise: totalOf(goaAccommodation),
  section95: true,
  refersTo: null,
};

/** Basera's own fee for the same stay. */
export const serviceFeeInvoice = {
  ...section95Invoice,
  id: 'inv-2',
  number: numbered('invoice', '2027-03-01', 2),
  lines: goaStay.lines.filter((l) => l.kind === 'service'),
  totalPaise: totalOf(goaStay.lines.filter((l) => l.kind === 'service')),
  section95: false,
};

/** The whole stay refunded: the accommodation invoice credited in full. */
export const creditNote = {
  ...section95Invoice,
  id: 'cn-1',
  number: numbered('credit-note', '2027-03-05', 1),
  kind: 'credit-note' as const,
  issuedOn: '2027-03-05',
  refersTo: section95Invoice.number,
  refersToIssuedOn: section95Invoice.issuedOn,
};

/** ₹6,000, ₹9,000 (an override) and ₹6,000 with cleaning ₹600 in Chandigarh: 5% and 18%, UTGST. */
const chandigarhLines = stayTaxes({
  nightPricesPaise: rupees(['6000', '9000', '6000']),
  cleaningFeePaise: rupeesToPaise('600'),
  serviceFeePaise: paise(0),
  state: 'Chandigarh',
}).lines;

/** A host registered in Chandigarh supplies the stay; the guest is a registered business. */
export const registeredHostInvoice = {
  id: 'inv-3',
  number: numbered('invoice', '2027-04-02', 17),
  kind: 'invoice' as const,
  supplier: {
    name: 'Kapoor Hospitality LLP',
    gstin: makeGstin('04', 'AAKFK4321L'),
    address: 'SCO 214, Sector 35-C, Chandigarh 160022',
    state: 'Chandigarh',
  },
  recipient: {
    name: 'Ravi Traders Private Limited',
    state: 'Haryana',
    pincode: '122002',
    gstin: makeGstin('06', 'AAACR5055K'),
  },
  placeOfSupply: 'Chandigarh',
  issuedOn: '2027-04-02',
  lines: chandigarhLines,
  totalPaise: totalOf(chandigarhLines),
  section95: false,
  refersTo: null,
  bookingReference: 'HT4WX9DN',
  propertyTitle: 'Garden suite near Sukhna Lake',
  propertyAddress: 'House 1520, Sector 7-C, Chandigarh 160019',
  checkInDate: '2027-04-10',
  checkOutDate: '2027-04-13',
  nights: 3,
};

const longest = 'Ujjayanta Rajbari Heritage Homestay with Lake-facing Courtyard Suites and Private Verandahs';
const bigLines = stayTaxes({
  nightPricesPaise: rupees(Array.from({ length: 30 }, () => '325000.50')),
  cleaningFeePaise: rupeesToPaise('9999'),
  serviceFeePaise: paise(0),
  state: 'Dadra and Nagar Haveli and Daman and Diu',
}).lines;

/** Every text at its longest: names, addresses, a title without spaces, crores in the amounts. */
export const longestInvoice = {
  ...registeredHostInvoice,
  id: 'inv-4',
  supplier: {
    name: 'Shree Siddhivinayak Hospitality and Heritage Homestays Private Limited',
    gstin: makeGstin('26', 'AAHCS9876Q'),
    address: `Survey No. 1234/5-B, Plot 67, Near Old Portuguese Church, Moti Daman Fort Road, Devka Beach Road, Nani Daman, Daman, Dadra and Nagar Haveli and Daman and Diu 396210, ${'Landmark '.repeat(12)}`,
    state: 'Dadra and Nagar Haveli and Daman and Diu',
  },
  recipient: {
    name: 'Venkatanarasimharajuvaripeta Chandrasekharan Subramaniam Iyer-Raghunathan',
    state: 'Andaman and Nicobar Islands',
    pincode: '744101',
    gstin: null,
  },
  placeOfSupply: 'Dadra and Nagar Haveli and Daman and Diu',
  lines: bigLines,
  totalPaise: totalOf(bigLines),
  propertyTitle: `${longest} ${'Verylongwordwithoutanyspaces'.repeat(4)}`,
  propertyAddress: `${'Lane 4, '.repeat(30)}Daman 396210`,
  checkInDate: '2027-04-10',
  checkOutDate: '2027-05-10',
  nights: 30,
};

export const SAMPLE_INVOICES = {
  'section-95-invoice': section95Invoice,
  'registered-host-chandigarh': registeredHostInvoice,
  'service-fee-invoice': serviceFeeInvoice,
  'credit-note': creditNote,
  'longest-texts': longestInvoice,
} as const;
