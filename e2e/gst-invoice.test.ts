import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatRupees, paise } from '../domain/money.ts';
import { makeGstin } from '../domain/rules/gstin.ts';
import type { InvoiceAnswer } from '../domain/schemas/gst.ts';
import { pdfText } from '../server/testing/pdf-text.ts';
import {
  atPath,
  base,
  checkout,
  checkoutAmount,
  customerPage,
  fillBilling,
  launchSharedBrowser,
  openPropertyWithStay,
  seeToast,
  stayOn,
  tripFor,
} from './journey-kit.ts';

// GST at checkout (issue 24 §2-4) in Chromium against the real server: the booking card and the
// confirm dialog show "Taxes (GST)", a business traveller gives billing details with a GSTIN, pays
// in the simulated checkout, and opens the tax invoice from the trip's receipt: a real PDF holding
// the invoice number and both GSTINs. GST_SHOTS=<dir> also renders the PDF to PNG (pdftoppm).
const browser = launchSharedBrowser();
const billing = {
  name: 'Meera Iyer Consulting',
  state: 'Karnataka',
  pincode: '560034',
  gstin: makeGstin('29', 'AAFCM1234Q'),
};

describe('GST at checkout and the tax invoice', () => {
  it('shows the taxes, takes billing details with a GSTIN, and opens the invoice from the trip', async () => {
    const { listing, stay, quote } = await stayOn(3, 180);
    const taxes = formatRupees(paise(quote.taxes.totalPaise));
    expect(quote.taxes.totalPaise).toBeGreaterThan(0);
    const { context, page } = await customerPage(browser());
    await openPropertyWithStay(page, listing.id, stay);
    await page.getByText('Taxes (GST)', { exact: true }).first().waitFor();
    expect(await page.getByTestId('quote-total').textContent()).toBe(formatRupees(quote.total));

    await page.getByRole('button', { name: 'Reserve with Payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await confirm.getByText('Taxes (GST)', { exact: true }).waitFor();
    await confirm.getByText(taxes, { exact: true }).waitFor();
    await fillBilling(confirm, billing);
    await confirm.getByRole('button', { name: `Pay ${formatRupees(quote.total)}` }).click();
    const pay = checkout(page);
    await pay.getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` }).click();
    await seeToast(page, 'Booking Confirmed!', `Your stay at ${listing.title} is booked.`);

    // The receipt names the taxes and links the stay's tax invoice.
    const trip = (await tripFor(page, listing.id, stay))!;
    await page.goto(`${base}/trips/${trip.booking.id}/receipt`);
    await atPath(page, `/trips/${trip.booking.id}/receipt`);
    await page.getByText('Taxes (GST)', { exact: true }).first().waitFor();
    const answered = await page.request.get(`${base}/api/bookings/${trip.booking.id}/invoices`);
    const invoices = (await answered.json()) as InvoiceAnswer[];
    const stayInvoice = invoices.find((doc) => doc.lines.some((line) => line.kind === 'accommodation'))!;
    expect(stayInvoice.recipient).toEqual(billing);
    const link = page.getByRole('link', {
      name: `Tax invoice ${stayInvoice.number} (PDF, opens in a new tab)`,
    });
    await link.waitFor();
    const href = new URL((await link.getAttribute('href')) ?? '', base);
    expect(href.pathname).toBe(`/api/invoices/${stayInvoice.id}.pdf`);

    // The link opens the PDF itself.
    const answer = await page.request.get(href.toString());
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const bytes = await answer.body();
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    for (const expected of [stayInvoice.number, stayInvoice.supplier.gstin, billing.gstin, billing.name])
      expect(text).toContain(expected);

    const dir = process.env.GST_SHOTS;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/tax-invoice.pdf`, bytes);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '100',
        '-singlefile',
        `${dir}/tax-invoice.pdf`,
        `${dir}/tax-invoice`,
      ]);
      await page.screenshot({ path: `${dir}/receipt-with-taxes.png`, fullPage: true });
    }
    await context.close();
  });
});
