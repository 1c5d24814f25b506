import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarNight, HostCalendar } from '../../../domain/schemas/host-operations.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { makeBooking } from '../../testing/factories.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)("the host's calendar on %s", (engine) => {
  let t: CalendarTestApp;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine);
  });
  afterAll(() => t.close());

  const calendarOf = async (id: string, from: string, to: string): Promise<HostCalendar> => {
    const res = await t.calendar(id, from, to);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byDate = (nights: CalendarNight[]) => Object.fromEntries(nights.map((n) => [n.date, n]));

  it('shows each night booked, requested, blocked or free, with its price and whether the host set it', async () => {
    const id = await t.listing();
    const stay = await makeBooking(t.handle.db, { propertyId: id, checkIn: day(2), checkOut: day(4) });
    const done = await makeBooking(t.handle.db, {
      propertyId: id,
      checkIn: day(-4),
      checkOut: day(-2),
      status: 'completed',
    });
    const request = await t.book(id, day(4), day(6));
    expect(request.statusCode, request.body).toBe(201);
    const block = (await t.block(id, day(7), day(9), 'Painting')).json();
    const priced = await t.send(t.host, 'PUT', `/api/owner/properties/${id}/nightly-prices`, {
      startDate: day(8),
      endDate: day(10),
      price: 6000,
    });
    expect(priced.json()).toEqual({ nights: 2 });

    const calendar = await calendarOf(id, day(-4), day(11));
    expect(calendar).toMatchObject({ basePrice: '4500.00', today: day(0) });
    expect(calendar.nights.map((n) => n.date)).toEqual(Array.from({ length: 15 }, (_, i) => day(i - 4)));
    const nights = byDate(calendar.nights);
    const base = { price: '4500.00', priceSet: false };
    expect(nights[day(-4)]).toEqual({ date: day(-4), status: 'booked', bookingId: done.id, ...base });
    expect(nights[day(-2)]).toEqual({ date: day(-2), status: 'free', ...base }); // a check-out day
    expect(nights[day(3)]).toEqual({ date: day(3), status: 'booked', bookingId: stay.id, ...base });
    expect(nights[day(4)]).toEqual({
      date: day(4),
      status: 'requested',
      bookingId: request.json().booking.id,
      ...base,
    });
    expect(nights[day(7)]).toEqual({
      date: day(7),
      status: 'blocked',
      blockId: block.id,
      reason: 'Painting',
      ...base,
    });
    expect(nights[day(8)]).toMatchObject({ status: 'blocked', price: '6000.00', priceSet: true });
    expect(nights[day(9)]).toEqual({ date: day(9), status: 'free', price: '6000.00', priceSet: true });
    expect(nights[day(10)]).toEqual({ date: day(10), status: 'free', ...base });
  });

  it('gives each listing one secret calendar address, made on the first read and kept', async () => {
    const id = await t.listing();
    // First reads at once agree on one address.
    const reads = await Promise.all(Array.from({ length: 4 }, () => calendarOf(id, day(0), day(1))));
    const { icsUrl } = reads[0]!;
    expect(icsUrl).toMatch(/^http:\/\/localhost:\d+\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(new Set(reads.map((r) => r.icsUrl))).toEqual(new Set([icsUrl]));
    expect((await calendarOf(id, day(30), day(31))).icsUrl).toBe(icsUrl);
    expect((await calendarOf(await t.listing(), day(0), day(1))).icsUrl).not.toBe(icsUrl);
  });

  it('refuses a range that is empty, reversed or longer than 400 nights', async () => {
    const id = await t.listing();
    for (const [from, to, message] of [
      [day(5), day(5), 'to: must be after from'],
      [day(0), day(401), 'to: must be at most 400 nights after from'],
      ['2027-02-30', day(1), 'from:'],
    ] as const) {
      const res = await t.calendar(id, from, to);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("is for the listing's owner only: 404 to another owner, 403 to a traveller, 401 to a visitor", async () => {
    const id = await t.listing();
    const block = (await t.block(id, day(20), day(22))).json();
    const stranger = await t.signedIn('owner');
    const strangersListing = await t.listing();
    const calls = [
      ['GET', `/api/owner/properties/${id}/calendar?from=${day(0)}&to=${day(5)}`, undefined],
      ['POST', `/api/owner/properties/${id}/blocked-dates`, { startDate: day(30), endDate: day(31) }],
      ['DELETE', `/api/owner/properties/${id}/blocked-dates/${block.id}`, undefined],
      [
        'PUT',
        `/api/owner/properties/${id}/nightly-prices`,
        { startDate: day(30), endDate: day(31), price: 9000 },
      ],
      ['POST', `/api/owner/properties/${id}/calendar/rotate-token`, undefined],
    ] as const;
    const customer = await t.signedIn();
    for (const [method, url, payload] of calls) {
      const asStranger = await t.send(stranger, method, url, payload);
      expect([asStranger.statusCode, asStranger.json().message], url).toEqual([404, 'Property not found']);
      expect((await t.send(customer, method, url, payload)).statusCode, url).toBe(403);
      expect((await t.send(null, method, url, payload)).statusCode, url).toBe(401);
    }
    // The host's block, named under a listing that is not its own: not found, and still there.
    const elsewhere = await t.send(
      t.host,
      'DELETE',
      `/api/owner/properties/${strangersListing}/blocked-dates/${block.id}`,
    );
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([404, 'Block not found']);
    const nights = (await calendarOf(id, day(20), day(32))).nights;
    expect(nights.filter((n) => n.status === 'blocked').map((n) => n.date)).toEqual([day(20), day(21)]);
    expect(nights.every((n) => !n.priceSet)).toBe(true);
  });
});
