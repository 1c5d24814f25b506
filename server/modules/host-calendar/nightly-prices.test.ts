import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWeekendNight } from '../../../domain/rules/night-prices.ts';
import { nightsOf } from '../../../domain/rules/stay-dates.ts';
import type { HostCalendar } from '../../../domain/schemas/host-operations.ts';
import { bookingState, countBookings } from '../../testing/booking-state.repository.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('nightly prices on %s', (engine) => {
  let t: CalendarTestApp;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine);
  });
  afterAll(() => t.close());

  const setPrice = (id: string, body: Record<string, unknown>) =>
    t.send(t.host, 'PUT', `/api/owner/properties/${id}/nightly-prices`, body);
  const quoteTotal = async (id: string, from: string, to: string) =>
    (await t.send(null, 'GET', `/api/properties/${id}/quote?checkIn=${from}&checkOut=${to}`)).json().total;
  const pricesOf = async (id: string, from: string, to: string) =>
    (await t.send(null, 'GET', `/api/properties/${id}/availability?from=${from}&to=${to}`))
      .json()
      .nights.map((n: { price: string }) => n.price);

  it("prices the quote, the availability call and the booking's amount by the night's own price", async () => {
    const id = await t.listing();
    const earlier = await t.book(id, day(11), day(12)); // booked at the base price before the change
    const res = await setPrice(id, { startDate: day(10), endDate: day(12), price: '6000' });
    expect([res.statusCode, res.json()]).toEqual([200, { nights: 2 }]);

    expect(await pricesOf(id, day(9), day(13))).toEqual(['4500.00', '6000.00', '6000.00', '4500.00']);
    // A stay across the boundary: one night at the base price, one at the host's. ₹4,500 + ₹6,000 =
    // ₹10,500, both nights at most ₹7,500 so 5% GST (₹525): ₹11,025.
    expect(await quoteTotal(id, day(9), day(11))).toBe('11025.00');
    const before = await countBookings(t.handle.db, id);
    // The total of two base-price nights (2 × ₹4,500 + 5%), as shown before the host's change.
    const stale = await t.book(id, day(9), day(11), '9450.00');
    expect([stale.statusCode, stale.json().message]).toEqual([
      400,
      'totalAmount: the total for this stay is ₹11,025, not ₹9,450; refresh the price and try again',
    ]);
    expect(await countBookings(t.handle.db, id)).toBe(before);

    const booked = await t.book(id, day(9), day(11), '11025.00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({
      totalAmount: '11025.00',
      nightPrices: [
        { date: day(9), price: '4500.00' },
        { date: day(10), price: '6000.00' },
      ],
    });
    const stored = (await bookingState(t.handle.db, booked.json().booking.id)).booking;
    expect([stored.totalAmount, stored.nightPrices]).toEqual(['11025.00', ['4500.00', '6000.00']]);
    const kept = (await bookingState(t.handle.db, earlier.json().booking.id)).booking;
    expect([kept.totalAmount, kept.nightPrices]).toEqual(['4725.00', ['4500.00']]); // ₹4,500 + 5%
  });

  it("clears the host's price with null: the base price is back", async () => {
    const id = await t.listing();
    await setPrice(id, { startDate: day(20), endDate: day(23), price: 7250.5 });
    expect(await pricesOf(id, day(20), day(23))).toEqual(['7250.50', '7250.50', '7250.50']);
    const cleared = await setPrice(id, { startDate: day(21), endDate: day(25), price: null });
    expect(cleared.json()).toEqual({ nights: 2 }); // the nights that had a price of their own
    expect(await pricesOf(id, day(20), day(23))).toEqual(['7250.50', '4500.00', '4500.00']);
    expect(await quoteTotal(id, day(21), day(23))).toBe('9450.00'); // 2 × ₹4,500 + 5%
    expect((await setPrice(id, { startDate: day(21), endDate: day(25), price: null })).json()).toEqual({
      nights: 0,
    });
  });

  it('sets only Friday and Saturday nights with the weekends shortcut', async () => {
    const id = await t.listing();
    const [from, to] = [day(30), day(51)];
    const weekend = nightsOf(from, to).filter(isWeekendNight);
    expect(weekend).toHaveLength(6);
    const res = await setPrice(id, { startDate: from, endDate: to, price: 8000, days: 'weekends' });
    expect(res.json()).toEqual({ nights: 6 });
    const calendar: HostCalendar = (await t.calendar(id, from, to)).json();
    expect(calendar.nights.filter((n) => n.priceSet).map((n) => n.date)).toEqual(weekend);
    expect(new Set(calendar.nights.map((n) => (n.priceSet ? `set ${n.price}` : n.price)))).toEqual(
      new Set(['set 8000.00', '4500.00']),
    );
  });

  it('refuses a start in the past and a price under ₹100, and changes nothing', async () => {
    const id = await t.listing();
    for (const [body, message] of [
      [{ startDate: day(-1), endDate: day(3), price: 5000 }, 'startDate: must not be in the past'],
      [
        { startDate: day(1), endDate: day(3), price: 99 },
        'price: must be at least ₹100 with at most two decimals',
      ],
      [{ startDate: day(1), endDate: day(3), price: '5000.123' }, 'price: must be at least ₹100'],
      [{ startDate: day(1), endDate: day(3), price: 5000, days: 'weekdays' }, 'days:'],
    ] as const) {
      const res = await setPrice(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await pricesOf(id, day(0), day(3))).toEqual(['4500.00', '4500.00', '4500.00']);
  });
});
