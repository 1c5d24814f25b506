import { describe, expect, it } from 'vitest';
import {
  documentSeriesKey,
  financialYearOf,
  financialYearOfDate,
  formatDocumentNumber,
  parseDocumentNumber,
} from './invoice-numbers.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('financialYearOf: 1 April to 31 March by India’s date', () => {
  it('31 March 23:59 IST is the old year; 1 April 00:00 IST the new one', () => {
    expect(financialYearOf(ist('2026-03-31T23:59:59'))).toMatchObject({ startYear: 2025, label: '2025-26' });
    expect(financialYearOf(ist('2026-04-01T00:00:00'))).toEqual({
      startYear: 2026,
      firstDay: '2026-04-01',
      lastDay: '2027-03-31',
      label: '2026-27',
    });
  });

  it('reads the date in India, not in UTC: 31 March 18:30 UTC is already 1 April', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z')).startYear).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z')).startYear).toBe(2026);
  });

  it('January to March belong to the year that began the April before', () => {
    expect(financialYearOfDate('2027-01-15').label).toBe('2026-27');
    expect(financialYearOfDate('2099-12-31').label).toBe('2099-00');
  });
});

describe('formatDocumentNumber: at most 16 characters, one series per kind', () => {
  const fy = financialYearOfDate('2025-09-22');

  it('numbers invoices and credit notes in their own series', () => {
    expect(formatDocumentNumber('invoice', fy, 1)).toBe('INV/2526/000001');
    expect(formatDocumentNumber('credit-note', fy, 42)).toBe('CN/2526/000042');
  });

  it('grows past six digits until 16 characters, then refuses', () => {
    expect(formatDocumentNumber('invoice', fy, 9_999_999)).toBe('INV/2526/9999999');
    expect(formatDocumentNumber('invoice', fy, 9_999_999)).toHaveLength(16);
    expect(() => formatDocumentNumber('invoice', fy, 10_000_000)).toThrow(/full/);
    expect(formatDocumentNumber('credit-note', fy, 99_999_999)).toHaveLength(16);
    expect(() => formatDocumentNumber('credit-note', fy, 100_000_000)).toThrow(/full/);
  });

  it('refuses a sequence that is not a positive whole number', () => {
    for (const bad of [0, -1, 1.5])
      expect(() => formatDocumentNumber('invoice', fy, bad)).toThrow(RangeError);
  });

  it('keys the series by supplier GSTIN, kind and year', () => {
    expect(documentSeriesKey('29AAACB1234F1Z5', 'invoice', fy)).toBe('29AAACB1234F1Z5/INV/2025');
    expect(documentSeriesKey('29AAACB1234F1Z5', 'credit-note', fy)).not.toBe(
      documentSeriesKey('29AAACB1234F1Z5', 'invoice', fy),
    );
  });
});

describe('parseDocumentNumber', () => {
  it('reads back what it formats', () => {
    const fy = financialYearOfDate('2026-04-01');
    for (const sequence of [1, 123_456, 9_999_999]) {
      expect(parseDocumentNumber(formatDocumentNumber('invoice', fy, sequence))).toEqual({
        kind: 'invoice',
        years: '2627',
        sequence,
      });
    }
    expect(parseDocumentNumber('CN/2627/000007')).toEqual({
      kind: 'credit-note',
      years: '2627',
      sequence: 7,
    });
  });

  it('refuses anything else', () => {
    for (const text of [
      'INV/2526/1',
      'INV/2527/000001',
      'XX/2526/000001',
      'INV/2526/000000',
      'INV/2526/12345678',
    ])
      expect(parseDocumentNumber(text)).toBeNull();
  });
});
