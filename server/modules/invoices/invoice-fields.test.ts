import { describe, expect, it } from 'vitest';
import { registeredHostInvoice, section95Invoice } from '../../testing/invoice-test-cases.ts';
import { calendarDate, invoiceFields, invoiceRupees, stateWithCode } from './invoice-fields.ts';

describe('invoice fields: what the paper says', () => {
  it('rupees always with paise, grouped the Indian way; dates as 12 Mar 2027', () => {
    expect(invoiceRupees(25_000_000)).toBe('₹2,50,000.00');
    expect(invoiceRupees(1_575_050)).toBe('₹15,750.50');
    expect(invoiceRupees(0)).toBe('₹0.00');
    expect(calendarDate('2027-03-12')).toBe('12 Mar 2027');
    expect(calendarDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('a state with its GST code; a name that is no state as it is', () => {
    expect(stateWithCode('Goa')).toBe('Goa (state code 30)');
    expect(stateWithCode('Dadra and Nagar Haveli and Daman and Diu')).toBe(
      'Dadra and Nagar Haveli and Daman and Diu (state code 26)',
    );
    expect(stateWithCode('Atlantis')).toBe('Atlantis');
  });

  it('a one-night stay reads "1 night"; one rate needs no "nights taxed at"', () => {
    const oneNight = { ...section95Invoice, checkOutDate: '2027-03-13', nights: 1 };
    expect(invoiceFields(oneNight, 'en').rows[0]!.description).toBe(
      'Accommodation at Casa Azul, a Portuguese villa by the Mandovi, 1 night (12 Mar 2027 to 13 Mar 2027)',
    );
    expect(invoiceFields(oneNight, 'en').supply.at(-1)).toEqual([
      'Stay',
      '12 Mar 2027 to 13 Mar 2027, 1 night',
    ]);
  });

  it('the recipient’s GSTIN when given, "Unregistered" otherwise', () => {
    expect(invoiceFields(section95Invoice, 'en').recipient.facts).toContain('GSTIN: Unregistered');
    expect(invoiceFields(registeredHostInvoice, 'en').recipient.facts).toContain(
      `GSTIN: ${registeredHostInvoice.recipient.gstin}`,
    );
  });

  it('a credit note without the invoice’s date still names the invoice', () => {
    const fields = invoiceFields(
      {
        ...section95Invoice,
        kind: 'credit-note',
        refersTo: 'INV/2627/000001',
        refersToIssuedOn: null,
      },
      'en',
    );
    expect(fields.title).toBe('Credit note');
    expect(fields.against).toBe('Against invoice INV/2627/000001');
    expect(fields.copy).toBeNull();
  });
});

describe('invoice fields in Hindi', () => {
  it('rupees the same, dates with the month whole, a state with its code', () => {
    expect(invoiceRupees(11_516_816_52, 'hi')).toBe('₹1,15,16,816.52');
    expect(stateWithCode('Goa', 'hi')).toBe('Goa (राज्य कोड 30)');
    const oneNight = { ...section95Invoice, checkOutDate: '2027-03-13', nights: 1 };
    const fields = invoiceFields(oneNight, 'hi');
    expect(fields.rows[0]!.description).toBe(
      'आवास: Casa Azul, a Portuguese villa by the Mandovi, 1 रात (12 मार्च 2027 से 13 मार्च 2027)',
    );
    expect(fields.supply.at(-1)).toEqual(['ठहराव', '12 मार्च 2027 से 13 मार्च 2027, 1 रात']);
    expect(fields.facts[1]).toEqual(['जारी करने की तारीख', '1 मार्च 2027']);
    expect(fields.words).toEqual(['कुल राशि शब्दों में', 'पंद्रह हज़ार सात सौ पचास रुपये मात्र']);
  });

  it('a credit note without the invoice’s date still names the invoice', () => {
    const fields = invoiceFields(
      { ...section95Invoice, kind: 'credit-note', refersTo: 'INV/2627/000001', refersToIssuedOn: null },
      'hi',
    );
    expect([fields.title, fields.against, fields.copy]).toEqual([
      'क्रेडिट नोट',
      'इनवॉइस INV/2627/000001 के संबंध में',
      null,
    ]);
  });
});
