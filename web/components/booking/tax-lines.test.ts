import { describe, expect, it } from 'vitest';
import {
  serviceAt18 as service,
  stayAt5 as stay5,
  stayAt18 as stay18,
  stayTaxesAt5,
} from './tax-examples.ts';
import {
  invoiceLabel,
  invoicePdfUrl,
  invoiceSubject,
  TAXES_LABEL,
  taxDetails,
  taxesAmount,
} from './tax-lines.ts';

describe('the taxes line', () => {
  it("is named Taxes (GST) and shows the server's total in rupees", () => {
    expect(TAXES_LABEL).toBe('Taxes (GST)');
    expect(taxesAmount(stayTaxesAt5)).toBe('₹1,020');
    expect(taxesAmount({ lines: [stay18], totalPaise: 270_036 })).toBe('₹2,700.36');
  });

  it('is left out for a booking made before GST (no lines), or with no taxes at all', () => {
    expect(taxesAmount({ lines: [], totalPaise: 0 })).toBeNull();
    expect(taxesAmount(null)).toBeNull();
    expect(taxesAmount(undefined)).toBeNull();
  });
});

describe('each tax in words', () => {
  it('splits a line into CGST and SGST at half its rate, on its taxable value', () => {
    expect(taxDetails([stay5, service])).toEqual([
      { label: 'CGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
      { label: 'SGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
      { label: 'CGST 9% on ₹1,500 (service fee)', amount: '₹135' },
      { label: 'SGST 9% on ₹1,500 (service fee)', amount: '₹135' },
    ]);
    expect(taxDetails([stay18])[0]).toEqual({ label: 'CGST 9% on ₹15,002 (stay)', amount: '₹1,350.18' });
  });

  it('names UTGST in a union territory without a legislature (Chandigarh)', () => {
    const chandigarh = { ...stay5, sgstPaise: 0, utgstPaise: 37_500 };
    expect(taxDetails([chandigarh])).toEqual([
      { label: 'CGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
      { label: 'UTGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
    ]);
  });
});

describe('invoices', () => {
  it('labels a tax invoice and a credit note by their numbers, and links their PDF', () => {
    expect(invoiceLabel({ kind: 'invoice', number: 'INV/2627/000001' })).toBe('Tax invoice INV/2627/000001');
    expect(invoiceLabel({ kind: 'credit-note', number: 'CN/2627/000001' })).toBe(
      'Credit note CN/2627/000001',
    );
    expect(invoicePdfUrl('0f8fad5b-d9cb')).toBe('/api/invoices/0f8fad5b-d9cb.pdf');
  });

  it('says what a document is for: the stay, the service fee, or nothing when it holds both', () => {
    expect(invoiceSubject({ lines: [stay5, stay18] })).toBe('Stay');
    expect(invoiceSubject({ lines: [service] })).toBe('Service fee');
    expect(invoiceSubject({ lines: [stay5, service] })).toBeNull();
    expect(invoiceSubject({ lines: [] })).toBeNull();
  });
});
