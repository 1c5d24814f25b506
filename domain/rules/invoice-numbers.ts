import { INDIA_TIME_ZONE } from './stay-clock.ts';
import { todayIn } from './stay-dates.ts';

// Invoice and credit-note numbers (CGST Rule 46(b), Rule 53(1A)(b)): a consecutive serial number
// of at most 16 characters of letters, digits, '-' and '/', unique for a financial year. Each
// supplier GSTIN keeps one series of invoices and one of credit notes per financial year; the
// number names the kind and the year, and the counter behind it belongs to the series (decision 83).

/** India's financial year: 1 April to 31 March, by India's date. `startYear` 2025 is 2025-26. */
export type FinancialYear = { startYear: number; firstDay: string; lastDay: string; label: string };

export type DocumentKind = 'invoice' | 'credit-note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };
const KIND_OF_PREFIX = new Map(
  Object.entries(PREFIX).map(([kind, prefix]) => [prefix, kind as DocumentKind]),
);
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SEQUENCE_DIGITS = 6;
const NUMBER = /^(INV|CN)\/(\d{2})(\d{2})\/(\d{6,})$/;

/** The financial year a day (YYYY-MM-DD) is in. */
export function financialYearOfDate(isoDate: string): FinancialYear {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year of an instant, by the date in India at that instant. */
export function financialYearOf(instant: Date): FinancialYear {
  return financialYearOfDate(todayIn(INDIA_TIME_ZONE, instant));
}

function financialYearStarting(startYear: number): FinancialYear {
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    firstDay: `${startYear}-04-01`,
    lastDay: `${startYear + 1}-03-31`,
    label: `${startYear}-${end}`,
  };
}

/** The series a document is numbered in: one per supplier GSTIN, kind and financial year. */
export function documentSeriesKey(supplierGstin: string, kind: DocumentKind, year: FinancialYear): string {
  return `${supplierGstin}/${PREFIX[kind]}/${year.startYear}`;
}

/**
 * The number of the `sequence`th document (from 1) of a series: 'INV/2526/000001', 'CN/2526/000042'.
 * The year is written as its two two-digit halves; the sequence takes six digits or more, and a
 * number that would pass 16 characters throws (INV allows 9,999,999 a year, CN 99,999,999).
 */
export function formatDocumentNumber(kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a sequence number: ${sequence}`);
  const years = `${String(year.startYear % 100).padStart(2, '0')}${String((year.startYear + 1) % 100).padStart(2, '0')}`;
  const number = `${PREFIX[kind]}/${years}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new RangeError(`The ${kind} series of ${year.label} is full at ${sequence - 1}`);
  return number;
}

/** A number read back: its kind, the two-digit years and its sequence; null when not one of ours. */
export function parseDocumentNumber(
  number: string,
): { kind: DocumentKind; years: string; sequence: number } | null {
  const match = NUMBER.exec(number);
  if (!match || number.length > MAX_DOCUMENT_NUMBER_LENGTH) return null;
  const [, prefix, from, to, digits] = match as unknown as [string, string, string, string, string];
  if ((Number(from) + 1) % 100 !== Number(to)) return null;
  const sequence = Number(digits);
  if (sequence < 1) return null;
  return { kind: KIND_OF_PREFIX.get(prefix)!, years: `${from}${to}`, sequence };
}
