import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { countBookings } from '../../testing/booking-state.repository.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { expectedTaxLine } from '../../testing/tax-lines.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// GST in the quote (issue 24 §2): every figure below is worked out by hand in its comment.

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);

const accommodation = (taxableValuePaise: number, ratePercent: number, half: number) =>
  expectedTaxLine('accommodation', taxableValuePaise, ratePercent, half);

describe.each(testEngines)('GST in the quote on %s', (engine) => {
  let t: TestApp;

  const quote = (id: string, checkIn: string, checkOut: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/properties/${id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    });
  const listing = async (fields: Parameters<typeof makeProperty>[1]) =>
    (await makeProperty(t.handle.db, { serviceFee: '0.00', cleaningFee: '0.00', ...fields })).id;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  // ₹7,000 a night for 2 nights in Karnataka, the cleaning fee spread over the nights.
  // ₹1,000: each night ₹7,000 + ₹500 = ₹7,500 → 5%. Taxable ₹15,000.00; CGST = SGST = 2.5% =
  //   ₹375.00; total ₹15,000 + ₹750 = ₹15,750.00.
  // ₹1,002: each night ₹7,000 + ₹501 = ₹7,501 → 18%. Taxable ₹15,002.00; CGST = SGST = 9% =
  //   ₹1,350.18; taxes ₹2,700.36; total ₹17,702.36.
  it.each([
    ['₹1,000', '1000.00', '15000.00', 1_500_000, 5, 37_500, 75_000, '15750.00', 1_575_000],
    ['₹1,002', '1002.00', '15002.00', 1_500_200, 18, 135_018, 270_036, '17702.36', 1_770_236],
  ] as const)(
    'taxes ₹7,000 a night with %s cleaning over 2 nights: 5% up to ₹7,500 a night, 18% above',
    async (_fee, cleaningFee, subtotal, subtotalPaise, rate, half, taxesPaise, total, totalPaise) => {
      const id = await listing({ state: 'Karnataka', basePrice: '7000.00', cleaningFee });
      const res = await quote(id, day(10), day(12));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        nights: 2,
        subtotal,
        subtotalPaise,
        taxes: { lines: [accommodation(subtotalPaise, rate, half)], totalPaise: taxesPaise },
        total,
        totalPaise,
      });
    },
  );

  it('levies UTGST, not SGST, in Chandigarh, on the service fee too', async () => {
    const id = await listing({
      state: 'Chandigarh',
      basePrice: '7000.00',
      cleaningFee: '1000.00',
      serviceFee: '500.00',
    });
    const res = await quote(id, day(10), day(12));
    expect(res.statusCode, res.body).toBe(200);
    // Accommodation as above: 5% of ₹15,000 → CGST = UTGST = ₹375.00. Service fee ₹500 at 18%
    // (SAC 998552) → CGST = UTGST = ₹45.00. Taxes ₹840.00; total ₹15,500 + ₹840 = ₹16,340.00.
    expect(res.json()).toMatchObject({
      subtotalPaise: 1_550_000,
      taxes: {
        lines: [
          expectedTaxLine('accommodation', 1_500_000, 5, 37_500, 'utgst'),
          expectedTaxLine('service', 50_000, 18, 4_500, 'utgst'),
        ],
        totalPaise: 84_000,
      },
      total: '16340.00',
      totalPaise: 1_634_000,
    });
  });

  it('gives a stay across a price override that crosses ₹7,500 one accommodation line per rate', async () => {
    const owner = await makeUser(t.handle.db, { role: 'owner' });
    const id = await listing({
      ownerId: owner.id,
      state: 'Goa',
      basePrice: '7000.00',
      cleaningFee: '600.00',
    });
    const cookie = (await makeSession(t.handle.db, owner.id)).cookie;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/properties/${id}/nightly-prices`,
      headers: { cookie },
      payload: { startDate: day(21), endDate: day(22), price: '8000' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await quote(id, day(20), day(23));
    expect(res.statusCode, res.body).toBe(200);
    // Nights ₹7,000, ₹8,000, ₹7,000, each with ₹200 of the ₹600 cleaning: ₹7,200 (5%), ₹8,200 (18%),
    // ₹7,200 (5%). 5% line: ₹14,400 → CGST = SGST = ₹360.00; 18% line: ₹8,200 → ₹738.00 each.
    // Taxes 2 × ₹360 + 2 × ₹738 = ₹2,196.00; subtotal ₹22,000 + ₹600 = ₹22,600; total ₹24,796.00.
    expect(res.json()).toMatchObject({
      nights: 3,
      nightlyTotal: '22000.00',
      subtotalPaise: 2_260_000,
      taxes: {
        lines: [accommodation(1_440_000, 5, 36_000), accommodation(820_000, 18, 73_800)],
        totalPaise: 219_600,
      },
      total: '24796.00',
      totalPaise: 2_479_600,
    });
  });

  it('refuses to quote or book a listing whose state is not a state of India (409), and holds nothing', async () => {
    const id = await listing({ state: 'Bengaluru' });
    const message =
      'This listing cannot be booked until its address names a state or union territory of India';
    const res = await quote(id, day(10), day(12));
    expect([res.statusCode, res.json()]).toEqual([409, { message }]);

    const guest = await makeUser(t.handle.db);
    const cookie = (await makeSession(t.handle.db, guest.id)).cookie;
    for (const [url, extra] of [
      ['/api/payment/create-order', {}],
      ['/api/bookings', { paymentMethod: 'contact' }],
    ] as const) {
      const booked = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { ...stayBody(id, day(10), day(12)), ...extra },
      });
      expect([booked.statusCode, booked.json()], url).toEqual([409, { message }]);
    }
    expect(await countBookings(t.handle.db, id)).toBe(0);
  });
});
