import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  creditNote,
  longestInvoice,
  registeredHostInvoice,
  section95Invoice,
  serviceFeeInvoice,
} from '../../testing/invoice-test-cases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';

const SECTION_95 = 'Tax payable by the electronic commerce operator under section 9(5) of the CGST Act';

/** The PDF rendered, parsed back with pdf-lib: its pages' sizes and the text drawn on them. */
async function rendered(doc: InvoiceDocument) {
  const bytes = await renderInvoicePdf(doc);
  const pdf = await PDFDocument.load(bytes);
  const text = await pdfText(bytes);
  // A phrase that wraps is still one phrase.
  return { bytes, sizes: pdf.getPages().map((p) => p.getSize()), text, flat: text.replace(/\s+/g, ' ') };
}

const A4 = { width: 595.28, height: 841.89 };

describe('renderInvoicePdf: the tax invoice or credit note as one A4 page', () => {
  it('an unregistered host’s stay, supplied by Basera under section 9(5)', async () => {
    const { sizes, text, flat } = await rendered(section95Invoice);
    expect(sizes).toEqual([A4]);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Invoice number\nINV/2627/000001');
    expect(text).toContain('Date of issue\n1 Mar 2027');
    expect(text).toContain(`GSTIN: ${section95Invoice.supplier.gstin}`);
    expect(text).toContain('Ananya Sharma');
    expect(text).toContain('State: Maharashtra (state code 27)\nPIN code: 400050\nGSTIN: Unregistered');
    expect(text).toContain('Place of supply\nGoa (state code 30)');
    expect(flat).toContain(
      'Accommodation at Casa Azul, a Portuguese villa by the Mandovi, 2 nights (12 Mar 2027 to 14 Mar 2027)',
    );
    expect(text).toContain('996311\n₹15,000.00\n5%\n₹375.00\n@ 2.5%\n₹375.00\n@ 2.5%\n₹15,750.00');
    expect(text).toContain('Total\n₹15,750.00');
    expect(flat).toContain('Rupees Fifteen Thousand Seven Hundred Fifty Only');
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain(SECTION_95);
    expect(text).toContain('For Basera Stays Private Limited\nAuthorised signatory');
    expect(text).toContain('Computer-generated tax invoice');
  });

  it('a host registered in Chandigarh: the host supplies, UTGST instead of SGST, one line per rate', async () => {
    const { sizes, text, flat } = await rendered(registeredHostInvoice);
    expect(sizes).toEqual([A4]);
    expect(text).toContain('INV/2728/000017');
    expect(text).toContain(`GSTIN: ${registeredHostInvoice.supplier.gstin}`);
    expect(text).toContain('Kapoor Hospitality LLP');
    expect(text).toContain('Ravi Traders Private Limited');
    expect(text).toContain(`GSTIN: ${registeredHostInvoice.recipient.gstin}`);
    expect(text).toContain('Place of supply\nChandigarh (state code 04)');
    expect(text).toContain('CGST\nUTGST\nAmount');
    expect(text).not.toContain('SGST');
    expect(flat).toContain('the nights taxed at 5%');
    expect(text).toContain('₹12,400.00\n5%\n₹310.00\n@ 2.5%\n₹310.00\n@ 2.5%\n₹13,020.00');
    expect(text).toContain('₹9,200.00\n18%\n₹828.00\n@ 9%\n₹828.00\n@ 9%\n₹10,856.00');
    expect(text).toContain('Total\n₹23,876.00');
    expect(flat).toContain('Rupees Twenty Three Thousand Eight Hundred Seventy Six Only');
    expect(text).toContain('Reverse charge: No');
    expect(text).not.toContain(SECTION_95);
    expect(text).toContain('For Kapoor Hospitality LLP');
  });

  it('Basera’s service fee: SAC 998552 at 18%, no section 9(5)', async () => {
    const { sizes, text, flat } = await rendered(serviceFeeInvoice);
    expect(sizes).toEqual([A4]);
    expect(text).toContain('INV/2627/000002');
    expect(text).toContain(`GSTIN: ${serviceFeeInvoice.supplier.gstin}`);
    expect(text).toContain('Ananya Sharma');
    expect(text).toContain(
      'Basera service fee\n998552\n₹1,500.00\n18%\n₹135.00\n@ 9%\n₹135.00\n@ 9%\n₹1,770.00',
    );
    expect(flat).toContain('Rupees One Thousand Seven Hundred Seventy Only');
    expect(text).toContain('Reverse charge: No');
    expect(text).not.toContain(SECTION_95);
  });

  it('a credit note: its heading, the invoice it is against and the amount credited', async () => {
    const { sizes, text, flat } = await rendered(creditNote);
    expect(sizes).toEqual([A4]);
    expect(text).toContain('Credit note\n');
    expect(text).not.toContain('Tax invoice');
    expect(text).toContain('Credit note number\nCN/2627/000001');
    expect(text).toContain('Against invoice INV/2627/000001 dated 1 Mar 2027');
    expect(text).toContain(`GSTIN: ${creditNote.supplier.gstin}`);
    expect(text).toContain('Ananya Sharma');
    expect(text).toContain('Total credited\n₹15,750.00');
    expect(flat).toContain('Rupees Fifteen Thousand Seven Hundred Fifty Only');
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain(SECTION_95);
    expect(text).toContain('Computer-generated credit note');
  });

  it('long names, addresses and titles wrap, crores shrink to fit, and it stays one page', async () => {
    const { sizes, text, flat } = await rendered(longestInvoice);
    expect(sizes).toEqual([A4]);
    expect(flat).toContain('Shree Siddhivinayak Hospitality and Heritage Homestays Private Limited');
    expect(flat).toContain('Venkatanarasimharajuvaripeta Chandrasekharan Subramaniam Iyer-Raghunathan');
    expect(flat).toContain('State: Dadra and Nagar Haveli and Daman and Diu (state code 26)');
    expect(text).toContain('Total\n₹1,15,16,816.52');
    expect(flat).toContain(
      'Rupees One Crore Fifteen Lakh Sixteen Thousand Eight Hundred Sixteen and Fifty Two Paise Only',
    );
    expect(text).toContain('Authorised signatory');
    // The property's address is cut with '…' after three lines rather than pushing the page over.
    expect(text).toContain('…');
  });

  it('embeds only the glyphs used, and the same document gives the same bytes', async () => {
    const first = await renderInvoicePdf(section95Invoice);
    expect(first.length).toBeLessThan(60_000);
    expect(Buffer.from(await renderInvoicePdf(section95Invoice)).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses a document whose total is not its lines’ sum', async () => {
    await expect(renderInvoicePdf({ ...section95Invoice, totalPaise: 100 })).rejects.toThrow(
      'INV/2627/000001: the lines add up to 1575000 paise, the total is 100',
    );
  });
});
