import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceAnswer } from '../../../domain/schemas/gst.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  checkoutResult,
  createOrder,
  freshStays,
  GUEST_BILLING,
  signedInUser,
  stayBody,
} from '../../testing/booking-kit.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { invoiceNumbersOf } from '../../testing/invoice-state.repository.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { baseraRegistration, hostRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { changeAccount } from '../users/index.ts';
import { nextSequence } from './invoices.repository.ts';

// A Goa listing at ₹4,500 a night with a ₹500 service fee, 2 nights: the stay ₹9,000 at 5%
// (CGST ₹225 + SGST ₹225), the fee ₹500 at 18% (₹45 + ₹45): ₹10,040.00 charged in all.
const TOTAL = '10040.00';
const accommodationLine = {
  kind: 'accommodation',
  sac: '996311',
  taxableValuePaise: 900_000,
  ratePercent: 5,
  cgstPaise: 22_500,
  sgstPaise: 22_500,
  utgstPaise: 0,
};
const serviceLine = {
  kind: 'service',
  sac: '998552',
  taxableValuePaise: 50_000,
  ratePercent: 18,
  cgstPaise: 4_500,
  sgstPaise: 4_500,
  utgstPaise: 0,
};
const sequenceOf = (number: string) => Number(number.split('/')[2]);

describe.each(testEngines)('tax invoices and credit notes on %s', (engine) => {
  let t: TestApp;
  let baseraGoa: string;
  const stays = freshStays(20);
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const invoicesOf = async (bookingId: string, cookie: string): Promise<InvoiceAnswer[]> => {
    const res = await get(`/api/bookings/${bookingId}/invoices`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const paid = async (propertyId: string, guest: { cookie: string }) => {
    const order = await createOrder(t.app, guest.cookie, {
      ...stayBody(propertyId, ...stays()),
      totalAmount: TOTAL,
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie: guest.cookie },
      payload: checkoutResult(t.app, order.orderId),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return order.bookingId;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    baseraGoa = await baseraRegistration(t.handle.db, 'Goa');
  });
  afterAll(() => t.close());

  it('invoices a stay of an unregistered host from Basera under section 9(5), and the fee from Basera', async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00' });
    const guest = await signedInUser(t.handle.db);
    const bookingId = await paid(listing.id, guest);
    const [stay, fee, ...more] = await invoicesOf(bookingId, guest.cookie);
    expect(more).toEqual([]);
    const basera = {
      name: 'Basera Stays Private Limited',
      gstin: baseraGoa,
      address: 'Basera office, Goa',
      state: 'Goa',
    };
    const recipient = { ...GUEST_BILLING, gstin: null };
    expect(stay).toMatchObject({
      kind: 'invoice',
      supplier: basera,
      recipient,
      placeOfSupply: 'Goa',
      lines: [accommodationLine],
      totalPaise: 945_000,
      section95: true,
      refersTo: null,
    });
    expect(fee).toMatchObject({
      kind: 'invoice',
      supplier: basera,
      lines: [serviceLine],
      totalPaise: 59_000,
    });
    expect(fee!.section95).toBe(false);
    // Both in Basera's Goa series, one after the other.
    expect(stay!.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(sequenceOf(fee!.number)).toBe(sequenceOf(stay!.number) + 1);
  });

  it("invoices the stay of a host registered in the listing's state from the host", async () => {
    const host = await makeUser(t.handle.db, { role: 'owner', panNumber: 'ABCPE1234F' });
    const hostGstin = await hostRegistration(t.handle.db, host.id, 'Goa', 'ABCPE1234F');
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, serviceFee: '500.00' });
    const guest = await signedInUser(t.handle.db);
    const [stay, fee] = await invoicesOf(await paid(listing.id, guest), guest.cookie);
    expect(stay).toMatchObject({
      supplier: { name: 'Host Stays LLP', gstin: hostGstin, address: '1 Host Lane, Goa', state: 'Goa' },
      section95: false,
      lines: [accommodationLine],
    });
    // The host's own series starts at 1; Basera's fee invoice is Basera's.
    expect(sequenceOf(stay!.number)).toBe(1);
    expect(fee!.supplier.gstin).toBe(baseraGoa);
  });

  it('answers the guest, the host and admins; 404 for a stranger, 401 signed out', async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00' });
    const guest = await signedInUser(t.handle.db);
    const bookingId = await paid(listing.id, guest);
    const host = (await makeSession(t.handle.db, listing.ownerId)).cookie;
    const stranger = await signedInUser(t.handle.db);
    const url = `/api/bookings/${bookingId}/invoices`;
    expect((await get(url, host)).json()).toHaveLength(2);
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
    expect((await get(url, adminCookie)).json()).toHaveLength(2);
    const refused = await get(url, stranger.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Booking not found']);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('prints each invoice as a one-page A4 PDF with its number and GSTIN, for its readers only', async () => {
    const listing = await makeProperty(t.handle.db, {
      serviceFee: '500.00',
      title: 'Casa Azul by the Mandovi',
    });
    const guest = await signedInUser(t.handle.db);
    const [stay] = await invoicesOf(await paid(listing.id, guest), guest.cookie);
    const res = await get(`/api/invoices/${stay!.id}.pdf`, guest.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${stay!.number.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      stay!.number,
      `GSTIN: ${baseraGoa}`,
      'Asha Rao',
      'Casa Azul by the Mandovi',
      'Rupees Nine Thousand Four Hundred Fifty Only',
      'Reverse charge: No',
      'Tax payable by the electronic commerce operator under section 9(5) of the CGST Act',
    ])
      expect(text).toContain(expected);
    const stranger = await signedInUser(t.handle.db);
    expect((await get(`/api/invoices/${stay!.id}.pdf`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${stay!.id}.pdf`)).statusCode).toBe(401);
    expect((await get('/api/invoices/not-an-id.pdf', guest.cookie)).statusCode).toBe(400);
  });

  it("prints a Hindi guest's invoice in Hindi, for the host too", async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00', title: 'Casa Azul' });
    const guest = await signedInUser(t.handle.db);
    await changeAccount(t.handle.db, guest.id, { language: 'hi' });
    const [stay] = await invoicesOf(await paid(listing.id, guest), guest.cookie);
    const host = (await makeSession(t.handle.db, listing.ownerId)).cookie;
    // The paper is the guest's, in the guest's language, whoever reads it.
    for (const cookie of [guest.cookie, host]) {
      const res = await get(`/api/invoices/${stay!.id}.pdf`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('टैक्स इनवॉइस\nप्राप्तकर्ता के लिए मूल प्रति');
      expect(text).toContain(`इनवॉइस नंबर\n${stay!.number}`);
      expect(text).toContain('आपूर्तिकर्ता\nBasera Stays Private Limited');
      expect(text).toContain('राज्य: Karnataka (राज्य कोड 29)\nपिन कोड: 560001\nGSTIN: अपंजीकृत');
      expect(text).toContain('कुल\n₹9,450.00');
      expect(text).toContain('कुल राशि शब्दों में\nनौ हज़ार चार सौ पचास रुपये मात्र');
      expect(text).toContain('रिवर्स चार्ज: नहीं');
      expect(text).not.toContain('Tax invoice');
    }
  });

  const cancel = async (bookingId: string, cookie: string) => {
    const quote = (await get(`/api/bookings/${bookingId}/cancellation`, cookie)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie },
      payload: { expectedRefundPaise: quote.refundPaise },
    });
    expect(res.statusCode, res.body).toBe(200);
    return quote;
  };

  it('credits both invoices in full when everything is refunded, in the credit-note series', async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00', cancellationPolicy: 'Flexible' });
    const guest = await signedInUser(t.handle.db);
    const bookingId = await paid(listing.id, guest);
    const quote = await cancel(bookingId, guest.cookie);
    // Everything back: ₹10,040.00, of which GST ₹540.00 (₹450 on the stay, ₹90 on the fee).
    expect([quote.refundPaise, quote.breakdown.taxes]).toEqual([1_004_000, '540.00']);
    const [stay, fee, ...notes] = await invoicesOf(bookingId, guest.cookie);
    expect(notes.map((note) => [note.kind, note.refersTo, note.lines, note.totalPaise])).toEqual([
      ['credit-note', stay!.number, stay!.lines, stay!.totalPaise],
      ['credit-note', fee!.number, fee!.lines, fee!.totalPaise],
    ]);
    expect(notes.map((note) => note.number)).toEqual([
      expect.stringMatching(/^CN\/\d{4}\/\d{6}$/),
      expect.stringMatching(/^CN\/\d{4}\/\d{6}$/),
    ]);
    // Each credit note is its invoice's supplier's, under the same section 9(5) words or not.
    expect(notes.map((note) => [note.supplier, note.section95])).toEqual([
      [stay!.supplier, true],
      [fee!.supplier, false],
    ]);
  });

  it('credits half the stay and its GST under Strict, and nothing of the fee', async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00', cancellationPolicy: 'Strict' });
    const guest = await signedInUser(t.handle.db);
    const bookingId = await paid(listing.id, guest);
    const quote = await cancel(bookingId, guest.cookie);
    // Half of ₹9,000 and its 5%: ₹4,500.00 + ₹112.50 + ₹112.50.
    expect([quote.refundPaise, quote.breakdown.taxes]).toEqual([472_500, '225.00']);
    const notes = (await invoicesOf(bookingId, guest.cookie)).filter((doc) => doc.kind === 'credit-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      lines: [{ ...accommodationLine, taxableValuePaise: 450_000, cgstPaise: 11_250, sgstPaise: 11_250 }],
      totalPaise: 472_500,
    });
  });

  it('numbers 20 captures at the same moment consecutively, with no gap and no repeat', async () => {
    const listing = await makeProperty(t.handle.db, { serviceFee: '500.00', state: 'Goa' });
    const orders = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const guest = await signedInUser(t.handle.db);
        const order = await createOrder(t.app, guest.cookie, {
          ...stayBody(listing.id, ...stays()),
          totalAmount: TOTAL,
        });
        return { guest, order };
      }),
    );
    const verified = await Promise.all(
      orders.map(({ guest, order }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/verify',
          headers: { cookie: guest.cookie },
          payload: checkoutResult(t.app, order.orderId),
        }),
      ),
    );
    expect(verified.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (
      await Promise.all(orders.map(({ guest, order }) => invoicesOf(order.bookingId, guest.cookie)))
    ).flatMap((invoices) => invoices.map((invoice) => sequenceOf(invoice.number)));
    expect(numbers).toHaveLength(40);
    // Basera's Goa series as a whole (this file's other stays too) is 1..n, each number once.
    const series = await invoiceNumbersOf(t.handle.db, baseraGoa);
    const all = series.map(sequenceOf).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(all).toEqual(expect.arrayContaining(numbers));
  });

  it('gives a rolled-back number back to its series', async () => {
    const series = `${baseraGoa}/TEST/rollback`;
    const first = await inTransaction(t.app.deps, (tx) => nextSequence(tx, series));
    await expect(
      inTransaction(t.app.deps, async (tx) => {
        await nextSequence(tx, series);
        throw new Error('the capture failed');
      }),
    ).rejects.toThrow('the capture failed');
    expect(await inTransaction(t.app.deps, (tx) => nextSequence(tx, series))).toBe(first + 1);
  });
});
