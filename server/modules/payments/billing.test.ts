import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { apiOperations } from '../../testing/api-operations.ts';
import { createOrder, freshStays, GUEST_BILLING, signedInUser, stayBody } from '../../testing/booking-kit.ts';
import { countBookings } from '../../testing/booking-state.repository.ts';
import { makeProperty } from '../../testing/factories.ts';
import { expectedTaxLine } from '../../testing/tax-lines.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Billing details at checkout and the amount charged (issue 24 §2, §3).

/** A business traveller's billing: a valid Karnataka GSTIN (state code 29). */
const BUSINESS_BILLING = {
  name: 'Bharat Traders LLP',
  state: 'Karnataka',
  pincode: '560025',
  gstin: '29AAGCB7383J1Z4',
};

// The listing: ₹4,500 a night, ₹800 cleaning, ₹499.99 service fee, in Goa. A 2-night stay:
// ₹9,000 + ₹800 + ₹499.99 = ₹10,299.99. Each night ₹4,500 + ₹400 ≤ ₹7,500: 5% on ₹9,800 → CGST =
// SGST = ₹245.00; the service fee at 18% → ₹499.99 × 9% = ₹44.9991 → ₹45.00 each. Taxes ₹580.00;
// total ₹10,879.99.
const TWO_NIGHTS = {
  subtotal: '10299.99',
  taxes: {
    lines: [
      expectedTaxLine('accommodation', 980_000, 5, 24_500),
      expectedTaxLine('service', 49_999, 18, 4_500),
    ],
    totalPaise: 58_000,
  },
  totalAmount: '10879.99',
  totalPaise: 1_087_999,
};

describe.each(testEngines)('billing details at checkout on %s', (engine) => {
  let t: TestApp;
  let listingId: string;
  const freshStay = freshStays(10);

  const request = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  const body = (dates = freshStay(), fields: Record<string, unknown> = {}) =>
    stayBody(listingId, ...dates, { totalAmount: TWO_NIGHTS.totalAmount, ...fields });
  const detailOf = async (id: string, cookie: string): Promise<BookingDetail> => {
    const res = await request('GET', `/api/bookings/${id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const lastBilling = async (cookie: string) => {
    const res = await request('GET', '/api/user/billing-details', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    listingId = (
      await makeProperty(t.handle.db, { basePrice: '4500.00', cleaningFee: '800.00', serviceFee: '499.99' })
    ).id;
  });
  afterAll(() => t.close());

  it.each([
    ['without billing details', { billing: undefined }, /^billing: Billing details are required$/],
    [
      'with a PIN code starting with 0',
      { billing: { ...GUEST_BILLING, pincode: '012345' } },
      /^billing\.pincode: PIN code must be 6 digits, not starting with 0$/,
    ],
    [
      'with a GSTIN of another state than the billing state',
      { billing: { ...GUEST_BILLING, gstin: '27AAPFU0939F1ZV' } },
      /^billing\.gstin: GSTIN's state code 27 is Maharashtra, not Karnataka$/,
    ],
  ])('refuses create-order %s (400, naming the field) and holds nothing', async (_what, change, message) => {
    const { cookie } = await signedInUser(t.handle.db);
    const dates = freshStay();
    const before = await countBookings(t.handle.db, listingId);
    const res = await request('POST', '/api/payment/create-order', cookie, body(dates, change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await countBookings(t.handle.db, listingId)).toBe(before);
    const quote = await request(
      'GET',
      `/api/properties/${listingId}/quote?checkIn=${dates[0]}&checkOut=${dates[1]}`,
    );
    expect(quote.statusCode, quote.body).toBe(200); // the nights are still free
  });

  it("charges the quote's total with GST, and the booking keeps its subtotal, taxes and billing", async () => {
    const { cookie } = await signedInUser(t.handle.db);
    const dates = freshStay();
    const quote = await request(
      'GET',
      `/api/properties/${listingId}/quote?checkIn=${dates[0]}&checkOut=${dates[1]}`,
    );
    expect(quote.json()).toMatchObject({ subtotal: TWO_NIGHTS.subtotal, taxes: TWO_NIGHTS.taxes });
    expect(quote.json().totalPaise).toBe(TWO_NIGHTS.totalPaise);

    const order = await createOrder(t.app, cookie, body(dates));
    expect(order.amount).toBe(TWO_NIGHTS.totalPaise);
    const { booking } = await detailOf(order.bookingId, cookie);
    expect(booking).toMatchObject({
      subtotal: TWO_NIGHTS.subtotal,
      taxes: TWO_NIGHTS.taxes,
      totalAmount: TWO_NIGHTS.totalAmount,
      // No GSTIN given: null, not missing.
      billing: { ...GUEST_BILLING, gstin: null },
    });
  });

  it("offers the last online booking's billing details at the next checkout, a GSTIN with them", async () => {
    const { cookie } = await signedInUser(t.handle.db);
    expect(await lastBilling(cookie)).toEqual({ billing: null });
    // A request by contact is not paid through Basera: it has no billing details to offer.
    const contact = await request('POST', '/api/bookings', cookie, {
      ...body(),
      paymentMethod: 'contact',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json().booking.billing).toBeNull();
    expect(await lastBilling(cookie)).toEqual({ billing: null });

    const business = await createOrder(t.app, cookie, body(freshStay(), { billing: BUSINESS_BILLING }));
    expect((await detailOf(business.bookingId, cookie)).booking.billing).toEqual(BUSINESS_BILLING);
    expect(await lastBilling(cookie)).toEqual({ billing: BUSINESS_BILLING });

    // The next online booking, for herself: that one is the last.
    const other = (await makeProperty(t.handle.db)).id;
    await createOrder(t.app, cookie, stayBody(other, ...freshStay()));
    expect(await lastBilling(cookie)).toEqual({ billing: { ...GUEST_BILLING, gstin: null } });
    // Someone else's billing is never offered.
    expect(await lastBilling((await signedInUser(t.handle.db)).cookie)).toEqual({ billing: null });
  });

  it('answers the billing details only to a signed-in user', async () => {
    const res = await request('GET', '/api/user/billing-details');
    expect(res.statusCode).toBe(401);
  });

  it("takes the OpenAPI document's create-order example, billing and all", async () => {
    const op = apiOperations(t.app).find(
      (o) => o.method === 'POST' && o.path === '/api/payment/create-order',
    );
    const example = op?.body?.example as Record<string, unknown> & { billing: Record<string, string> };
    expect(example.billing).toMatchObject({ name: expect.any(String), pincode: expect.any(String) });
    const { cookie } = await signedInUser(t.handle.db);
    const [checkInDate, checkOutDate] = freshStay();
    const order = await createOrder(t.app, cookie, {
      ...example,
      propertyId: listingId,
      checkInDate,
      checkOutDate,
      totalAmount: TWO_NIGHTS.totalAmount,
    });
    expect((await detailOf(order.bookingId, cookie)).booking.billing).toEqual({
      gstin: null,
      ...example.billing,
    });
  });
});
