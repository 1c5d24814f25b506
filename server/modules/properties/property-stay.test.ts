import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { Availability } from '../../../domain/schemas/properties.ts';
import {
  makeBlockedRange,
  makeBooking,
  makeProperty,
  makeSession,
  makeUser,
} from '../../testing/factories.ts';
import { expectedTaxLine } from '../../testing/tax-lines.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);

describe.each(testEngines)('a listing calendar and quote on %s', (engine) => {
  let t: TestApp;
  let id: string;
  let draftId: string;
  let farEastId: string;
  let ownerCookie: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const nights = async (from: string, to: string, listing = id): Promise<Availability['nights']> => {
    const res = await get(`/api/properties/${listing}/availability?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().nights;
  };
  const freeOf = (list: Availability['nights']) => new Map(list.map((n) => [n.date, n.available]));
  const quote = (checkIn: string, checkOut: string, guests = 2, listing = id) =>
    get(`/api/properties/${listing}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    ownerCookie = (await makeSession(db, owner.id)).cookie;
    id = (
      await makeProperty(db, {
        ownerId: owner.id,
        basePrice: '4500.00',
        cleaningFee: '800.00',
        serviceFee: '499.99',
        maxGuests: 4,
      })
    ).id;
    await makeBooking(db, { propertyId: id, checkIn: day(10), checkOut: day(12), status: 'confirmed' });
    await makeBooking(db, { propertyId: id, checkIn: day(12), checkOut: day(14), status: 'pending' });
    await makeBooking(db, { propertyId: id, checkIn: day(20), checkOut: day(22), status: 'cancelled' });
    await makeBlockedRange(db, { propertyId: id, startDate: day(30), endDate: day(32) });
    draftId = (await makeProperty(db, { ownerId: owner.id, status: 'pending' })).id;
    farEastId = (await makeProperty(db, { timeZone: 'Pacific/Kiritimati' })).id;
  });
  afterAll(() => t.close());

  describe('GET /api/properties/{id}/availability', () => {
    it('answers each night of [from, to) with its price', async () => {
      const list = await nights(day(1), day(4));
      expect(list).toEqual([
        { date: day(1), available: true, price: '4500.00' },
        { date: day(2), available: true, price: '4500.00' },
        { date: day(3), available: true, price: '4500.00' },
      ]);
    });

    it('takes booked and blocked nights, leaving each check-out day free', async () => {
      const free = freeOf(await nights(day(8), day(35)));
      expect([8, 9].map((n) => free.get(day(n)))).toEqual([true, true]);
      // Confirmed 10-12 then pending 12-14, back to back; the pending stay's check-out day is free.
      expect([10, 11, 12, 13, 14].map((n) => free.get(day(n)))).toEqual([false, false, false, false, true]);
      // A cancelled booking holds nothing.
      expect([20, 21].map((n) => free.get(day(n)))).toEqual([true, true]);
      // Blocked 30-32, half-open like a stay.
      expect([29, 30, 31, 32].map((n) => free.get(day(n)))).toEqual([true, false, false, true]);
    });

    it("closes the nights before today in the listing's time zone", async () => {
      expect((await nights(day(-2), day(1))).map((n) => n.available)).toEqual([false, false, true]);
      const farToday = todayIn('Pacific/Kiritimati');
      const far = await nights(addDays(farToday, -1), addDays(farToday, 1), farEastId);
      expect(far.map((n) => n.available)).toEqual([false, true]);
    });

    it('refuses a range that ends before it starts, longer than 400 nights or with a bad date', async () => {
      for (const [query, message] of [
        [`from=${day(5)}&to=${day(2)}`, /to: must be after from/],
        [`from=${day(5)}&to=${day(5)}`, /to: must be after from/],
        [`from=${day(0)}&to=${day(401)}`, /^to: at most 400 nights after from$/],
        ['from=2027-02-30&to=2027-03-02', /from: must be a date/],
        [`from=${day(1)}`, /to/],
      ] as const) {
        const res = await get(`/api/properties/${id}/availability?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(message);
      }
      expect(await nights(day(0), day(400))).toHaveLength(400);
    });

    it('answers a listing not yet approved only to its owner', async () => {
      const url = `/api/properties/${draftId}/availability?from=${day(1)}&to=${day(3)}`;
      const hidden = await get(url);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Property not found' });
      expect((await get(url, ownerCookie)).statusCode).toBe(200);
    });
  });

  describe('GET /api/properties/{id}/quote', () => {
    it('prices the nights, the cleaning fee and the service fee in exact paise', async () => {
      const res = await quote(day(3), day(6));
      expect(res.statusCode, res.body).toBe(200);
      // 3 nights x ₹4,500 + ₹800 cleaning + ₹499.99 service = ₹14,799.99 before GST. Goa, each
      // night ₹4,500 + ₹266.67 of cleaning ≤ ₹7,500: 5% on ₹14,300 → CGST = SGST = ₹357.50; the
      // service fee at 18%: ₹499.99 × 9% = ₹44.9991 → ₹45.00 each. Taxes ₹805.00, total ₹15,604.99.
      expect(res.json()).toEqual({
        nights: 3,
        nightlyTotal: '13500.00',
        cleaningFee: '800.00',
        serviceFee: '499.99',
        subtotal: '14799.99',
        subtotalPaise: 1479999,
        taxes: {
          lines: [
            expectedTaxLine('accommodation', 1430000, 5, 35750),
            expectedTaxLine('service', 49999, 18, 4500),
          ],
          totalPaise: 80500,
        },
        total: '15604.99',
        totalPaise: 1560499,
        currency: 'INR',
      });
    });

    it('prices a stay that checks out on the day a booking checks in', async () => {
      const res = await quote(day(8), day(10));
      expect(res.statusCode, res.body).toBe(200);
      // 2 × ₹4,500 + ₹800 + ₹499.99 = ₹10,299.99; GST 5% of ₹9,800 = ₹490 + 18% of ₹499.99 = ₹90.00
      // (₹45.00 + ₹45.00): ₹10,879.99.
      expect(res.json()).toMatchObject({ nights: 2, subtotal: '10299.99', total: '10879.99' });
    });

    it('answers 409 when a night is booked or blocked', async () => {
      for (const [checkIn, checkOut] of [
        [day(9), day(11)],
        [day(13), day(15)],
        [day(28), day(31)],
      ]) {
        const res = await quote(checkIn!, checkOut!);
        expect(res.statusCode, `${checkIn}..${checkOut}`).toBe(409);
        expect(res.json()).toEqual({ message: 'Those dates are no longer available' });
      }
    });

    it('refuses a past check-in, more than 365 nights, too many guests and reversed dates', async () => {
      for (const [res, message] of [
        [await quote(day(-1), day(2)), 'checkIn: must not be in the past'],
        [await quote(day(40), day(406)), 'checkOut: a stay is at most 365 nights'],
        [await quote(day(3), day(5), 5), 'guests: this listing takes at most 4 guests'],
      ] as const) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message });
      }
      for (const query of [
        `checkIn=${day(5)}&checkOut=${day(5)}`,
        `checkIn=${day(5)}`,
        'checkIn=x&checkOut=y',
      ]) {
        const res = await get(`/api/properties/${id}/quote?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
      expect((await quote(day(40), day(405))).statusCode).toBe(200);
    });

    it('answers a hidden listing with 404, its owner with the quote', async () => {
      expect((await quote(day(3), day(5), 2, draftId)).statusCode).toBe(404);
      const url = `/api/properties/${draftId}/quote?checkIn=${day(3)}&checkOut=${day(5)}`;
      expect((await get(url, ownerCookie)).statusCode).toBe(200);
    });
  });
});
