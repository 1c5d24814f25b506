import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paise } from '../../../domain/money.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { AccountPaymentEntry, BookingDetail, TripListItem } from '../../../domain/schemas/bookings.ts';
import { refunds } from '../../db/schema.ts';
import { makeBooking, makePayment, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

// Receipts add up stored prices with paise in them; the answer is exact to the paisa.
describe.each(testEngines)('receipt amounts on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let bookingId: string;

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const guest = await makeUser(t.handle.db);
    cookie = (await makeSession(t.handle.db, guest.id)).cookie;
    const booking = await makeBooking(t.handle.db, {
      guestId: guest.id,
      checkIn: day(20),
      checkOut: day(23),
      nightPrices: ['4500.10', '6000.20', '0.05'],
      cleaningFee: '500.30',
      serviceFee: '360.45',
      totalAmount: '11361.10',
      paymentMethod: 'razorpay',
    });
    bookingId = booking.id;
    const payment = await makePayment(t.handle.db, {
      bookingId,
      amountPaise: 1_136_110,
      providerPaymentId: `pay_${bookingId.slice(0, 8)}`,
      status: 'paid',
    });
    await t.handle.db.insert(refunds).values([
      {
        bookingId,
        paymentId: payment.id,
        amountPaise: paise(10_025),
        reason: 'goodwill',
        status: 'processed',
      },
      { bookingId, paymentId: payment.id, amountPaise: paise(5_050), reason: 'goodwill', status: 'pending' },
    ]);
  });
  afterAll(() => t.close());

  it('sums the nights in paise and answers every amount in rupees', async () => {
    const detail = await get<BookingDetail>(`/api/bookings/${bookingId}`);
    expect(detail.booking).toMatchObject({
      nightlyTotal: '10500.35',
      cleaningFee: '500.30',
      serviceFee: '360.45',
      totalAmount: '11361.10',
    });
    expect(detail.booking.nightPrices.map((n) => n.price)).toEqual(['4500.10', '6000.20', '0.05']);
    expect(detail.payments.map((p) => p.amount)).toEqual(['11361.10']);
    expect(detail.refunds.map((r) => r.amount).sort()).toEqual(['100.25', '50.50']);
  });

  it('answers the trip list and the account payments to the paisa', async () => {
    const [trip] = await get<TripListItem[]>('/api/bookings');
    expect(trip).toMatchObject({ refunded: '150.75', booking: { totalAmount: '11361.10' } });
    expect(trip?.refunds.map((r) => r.amount).sort()).toEqual(['100.25', '50.50']);
    const entries = await get<AccountPaymentEntry[]>('/api/payments');
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['payment', '11361.10'],
      ['refund', '100.25'],
      ['refund', '50.50'],
    ]);
  });
});
