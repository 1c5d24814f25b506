import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStays, paidBooking, signedInUser, stayBody } from '../../testing/booking-kit.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { addPayoutAccount, indiaCheckInPlus, ownPayouts, signedInHost } from '../../testing/payout-kit.ts';
import { baseraRegistration, hostRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// A Goa listing at ₹4,500 a night with a ₹500 service fee, 2 nights: the stay's taxable value is
// ₹9,000 (900,000 paise), its GST 5% = ₹450 (45,000); the fee is Basera's and never the host's.
// Commission 3% of 900,000 = 27,000; its GST 18% = 4,860; TDS 0.1% = 900; TCS 2 × 0.25% = 2 × 2,250.
const TOTAL = '10040.00';
const SPLIT_UNREGISTERED = {
  grossPaise: 900_000,
  gstPassedPaise: 0, // Basera owes the stay's GST under section 9(5)
  commissionPaise: 27_000,
  commissionGstPaise: 4_860,
  tdsPaise: 900,
  tcsPaise: 0,
  netPaise: 867_240, // 900,000 − 27,000 − 4,860 − 900
};
const SPLIT_REGISTERED = {
  grossPaise: 900_000,
  gstPassedPaise: 45_000, // the host supplies the stay and owes its GST
  commissionPaise: 27_000,
  commissionGstPaise: 4_860,
  tdsPaise: 900,
  tcsPaise: 4_500,
  netPaise: 907_740, // 900,000 + 45,000 − 27,000 − 4,860 − 900 − 4,500
};

describe.each(testEngines)("hosts' payouts on %s", (engine) => {
  let t: TestApp;
  const stays = freshStays(40);
  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' });
    await baseraRegistration(t.handle.db, 'Goa');
  });
  afterAll(() => t.close());

  const paidStayOf = async (hostId: string, title = 'Casa Azul') => {
    const listing = await makeProperty(t.handle.db, { ownerId: hostId, serviceFee: '500.00', title });
    const guest = await signedInUser(t.handle.db);
    const [checkIn, checkOut] = stays();
    const bookingId = await paidBooking(t.app, guest.cookie, {
      ...stayBody(listing.id, checkIn, checkOut),
      totalAmount: TOTAL,
    });
    return { bookingId, checkIn, guest };
  };

  it('pays an unregistered host the stay without its GST, held until a day after check-in', async () => {
    const host = await signedInHost(t.handle.db);
    await addPayoutAccount(t.app, host);
    const { bookingId, checkIn } = await paidStayOf(host.id);
    const payouts = await ownPayouts(t.app, host);
    expect(payouts).toEqual([
      {
        id: expect.any(String),
        bookingId,
        propertyTitle: 'Casa Azul',
        checkInDate: checkIn,
        ...SPLIT_UNREGISTERED,
        status: 'on_hold',
        releaseAt: indiaCheckInPlus(checkIn, 24),
        events: [{ kind: 'created', amountPaise: 867_240, detail: null, at: expect.any(String) }],
      },
    ]);
  });

  it("passes the GST to a host registered in the listing's state and withholds TCS", async () => {
    const host = await signedInHost(t.handle.db);
    await hostRegistration(t.handle.db, host.id, 'Goa', 'ABCPE1234F');
    await addPayoutAccount(t.app, host);
    const { bookingId } = await paidStayOf(host.id);
    const [payout, ...more] = await ownPayouts(t.app, host);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({ bookingId, ...SPLIT_REGISTERED, status: 'on_hold' });
  });

  it('waits for an account when the host has none, and lists the newest check-in first', async () => {
    const host = await signedInHost(t.handle.db);
    const first = await paidStayOf(host.id, 'First');
    const second = await paidStayOf(host.id, 'Second');
    const payouts = await ownPayouts(t.app, host);
    expect(payouts.map((p) => [p.propertyTitle, p.status, p.netPaise])).toEqual([
      ['Second', 'awaiting_account', 867_240],
      ['First', 'awaiting_account', 867_240],
    ]);
    expect(payouts.map((p) => p.bookingId)).toEqual([second.bookingId, first.bookingId]);
  });

  it("shows a host none of another host's payouts, and admins any host's", async () => {
    const host = await signedInHost(t.handle.db);
    const { bookingId } = await paidStayOf(host.id);
    const stranger = await signedInHost(t.handle.db);
    expect(await ownPayouts(t.app, stranger)).toEqual([]);

    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
    const asAdmin = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/hosts/${id}/payouts`,
        headers: { cookie: adminCookie },
      });
    const res = await asAdmin(host.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await ownPayouts(t.app, host));
    expect(res.json().map((p: { bookingId: string }) => p.bookingId)).toEqual([bookingId]);

    const missing = await asAdmin('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Host not found']);
    const asHost = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hosts/${host.id}/payouts`,
      headers: { cookie: host.cookie },
    });
    // The admin area takes only an admin session (a host's session is not one).
    expect(asHost.statusCode).toBe(401);
  });

  it('refuses a guest', async () => {
    const guest = await signedInUser(t.handle.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owner/payouts',
      headers: { cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
