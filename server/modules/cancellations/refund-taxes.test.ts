import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { AccountPaymentEntry, BookingDetail } from '../../../domain/schemas/bookings.ts';
import { freshStays, paidBooking, signedInUser, stayBody } from '../../testing/booking-kit.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeProperty } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// A cancellation gives back the GST charged on the parts it refunds (issue 24 §5): in the quote's
// breakdown, in the refund, on the refund row and in the guest's payments list.

describe.each(testEngines)('the GST a cancellation refunds on %s', (engine) => {
  let t: TestApp;
  let guest: { id: string; cookie: string };
  const freshStay = freshStays(30); // more than 7 days out: Strict refunds half the nights

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Books and pays 2 nights at the listing for `total`, cancels as the guest, and answers what changed. */
  const cancelledStay = async (listing: Parameters<typeof makeProperty>[1], total: string) => {
    const { id } = await makeProperty(t.handle.db, { basePrice: '4500.00', ...listing });
    const bookingId = await paidBooking(t.app, guest.cookie, {
      ...stayBody(id, ...freshStay()),
      totalAmount: total,
    });
    const { booking } = await get<BookingDetail>(`/api/bookings/${bookingId}`);
    const quote = await get<CancellationQuote>(`/api/bookings/${bookingId}/cancellation`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: guest.cookie },
      payload: { expectedRefundPaise: quote.refundPaise },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.background.drain();
    const entries = (await get<AccountPaymentEntry[]>('/api/payments'))
      .filter((entry) => entry.bookingId === bookingId)
      .map(({ kind, amount, taxes, status }) => ({ kind, amount, taxes, status }));
    return { booking, quote, entries, state: await bookingState(t.handle.db, bookingId) };
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    guest = await signedInUser(t.handle.db);
  });
  afterAll(() => t.close());

  it('gives back every rupee of GST with a full Flexible refund: the refund is what was paid', async () => {
    // ₹9,000 + ₹800 + ₹1,200 = ₹11,000. GST: each night ₹4,500 + ₹400 → 5% of ₹9,800 = ₹490
    // (₹245 + ₹245); 18% of ₹1,200 = ₹216 (₹108 + ₹108). Taxes ₹706; paid ₹11,706.
    const { booking, quote, entries, state } = await cancelledStay(
      { cancellationPolicy: 'Flexible', cleaningFee: '800.00', serviceFee: '1200.00' },
      '11706.00',
    );
    expect(booking.taxes.totalPaise).toBe(70_600);
    expect(quote).toMatchObject({
      breakdown: { nights: '9000.00', cleaningFee: '800.00', serviceFee: '1200.00', taxes: '706.00' },
      refund: '11706.00',
      refundPaise: 1_170_600,
      paid: '11706.00',
    });
    expect(state.refunds.map((r) => [r.amountPaise, r.taxesPaise])).toEqual([[1_170_600, 70_600]]);
    expect(entries).toEqual([
      { kind: 'refund', amount: '11706.00', taxes: '706.00', status: 'processed' },
      { kind: 'payment', amount: '11706.00', taxes: '706.00', status: 'refunded' },
    ]);
  });

  it('gives back half the accommodation GST with half the nights under Strict, none of the fee’s', async () => {
    // ₹9,000 + ₹1,000 service = ₹10,000. GST: 5% of ₹9,000 = ₹450 (₹225 + ₹225); 18% of ₹1,000 =
    // ₹180 (₹90 + ₹90). Taxes ₹630; paid ₹10,630. Strict, more than 7 days out: half the nights
    // (₹4,500) and no service fee back, with 5% of ₹4,500 = ₹225 (₹112.50 + ₹112.50), half of ₹450.
    const { booking, quote, entries, state } = await cancelledStay(
      { cancellationPolicy: 'Strict', cleaningFee: '0.00', serviceFee: '1000.00' },
      '10630.00',
    );
    expect(booking.taxes.totalPaise).toBe(63_000);
    expect(quote).toMatchObject({
      breakdown: { nights: '4500.00', cleaningFee: '0.00', serviceFee: '0.00', taxes: '225.00' },
      refund: '4725.00',
      refundPaise: 472_500,
      paid: '10630.00',
    });
    expect(state.refunds.map((r) => [r.amountPaise, r.taxesPaise])).toEqual([[472_500, 22_500]]);
    expect(entries).toEqual([
      { kind: 'refund', amount: '4725.00', taxes: '225.00', status: 'processed' },
      { kind: 'payment', amount: '10630.00', taxes: '630.00', status: 'partially_refunded' },
    ]);
  });
});
