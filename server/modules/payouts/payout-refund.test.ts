import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEPS } from '../../jobs/sweeps.ts';
import { cancelAsGuest, freshStays, paidBooking, signedInUser, stayBody } from '../../testing/booking-kit.ts';
import { makeProperty } from '../../testing/factories.ts';
import { addPayoutAccount, indiaCheckInPlus, ownPayouts, signedInHost } from '../../testing/payout-kit.ts';
import { baseraRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Goa, ₹4,500 a night, 2 nights, ₹500 fee, an unregistered host: the payout's net is 867,240 paise
// (payouts.test.ts). Under Strict, weeks ahead, a guest gets half the nights back: ₹4,500 and its
// GST. The host then keeps a stay of 450,000: commission 13,500, its GST 2,430, TDS 450, so a net of
// 450,000 − 13,500 − 2,430 − 450 = 433,620, and 867,240 − 433,620 = 433,620 is what they give back.
const KEPT = {
  grossPaise: 450_000,
  gstPassedPaise: 0,
  commissionPaise: 13_500,
  commissionGstPaise: 2_430,
  tdsPaise: 450,
  tcsPaise: 0,
  netPaise: 433_620,
};
const NOTHING = {
  ...KEPT,
  grossPaise: 0,
  commissionPaise: 0,
  commissionGstPaise: 0,
  tdsPaise: 0,
  netPaise: 0,
};
const releaseJob = SWEEPS.find((sweep) => sweep.job === 'payouts.release')!;

describe.each(testEngines)('refunds moving payouts on %s', (engine) => {
  let t: TestApp;
  const stays = freshStays(120);
  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' });
    await baseraRegistration(t.handle.db, 'Goa');
  });
  afterAll(() => t.close());

  const paidStrictStay = async () => {
    const host = await signedInHost(t.handle.db);
    await addPayoutAccount(t.app, host);
    const listing = await makeProperty(t.handle.db, {
      ownerId: host.id,
      serviceFee: '500.00',
      cancellationPolicy: 'Strict',
    });
    const guest = await signedInUser(t.handle.db);
    const [checkIn, checkOut] = stays();
    const bookingId = await paidBooking(t.app, guest.cookie, {
      ...stayBody(listing.id, checkIn, checkOut),
      totalAmount: '10040.00',
    });
    return { host, guest, bookingId, checkIn };
  };
  const guestCancels = async (bookingId: string, cookie: string) => {
    const quote = await cancelAsGuest(t.app, bookingId, cookie);
    expect(quote.refundPaise).toBe(472_500); // ₹4,500 + ₹225 GST
  };
  const payoutOf = async (host: { cookie: string }) => (await ownPayouts(t.app, host))[0]!;

  it('lowers a held payout to what the host keeps when the guest cancels before release', async () => {
    const { host, guest, bookingId } = await paidStrictStay();
    await guestCancels(bookingId, guest.cookie);
    const payout = await payoutOf(host);
    expect(payout).toMatchObject({ ...KEPT, status: 'on_hold' });
    expect(payout.events.map((event) => [event.kind, event.amountPaise])).toEqual([
      ['created', 867_240],
      ['recomputed', 433_620],
    ]);
  });

  it('leaves the host nothing when they cancel, and never releases it', async () => {
    const { host, bookingId, checkIn } = await paidStrictStay();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${bookingId}/cancel`,
      headers: { cookie: host.cookie },
      payload: { reason: 'The roof is being repaired that week.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await payoutOf(host)).toMatchObject({ ...NOTHING, status: 'reversed' });
    await releaseJob.run(t.app.deps, new Date(Date.parse(indiaCheckInPlus(checkIn, 25))));
    await t.app.deps.background.drain();
    expect((await payoutOf(host)).events.map((event) => event.kind)).toEqual(['created', 'recomputed']);
  });

  it('reverses the refunded share of a released payout at the gateway', async () => {
    const { host, guest, bookingId, checkIn } = await paidStrictStay();
    // The job's clock past the release time (the guest's cancellation below runs on the real one).
    await releaseJob.run(t.app.deps, new Date(Date.parse(indiaCheckInPlus(checkIn, 24))));
    await t.app.deps.background.drain();
    expect((await payoutOf(host)).status).toBe('settled');

    await guestCancels(bookingId, guest.cookie);
    await t.app.deps.background.drain();
    const payout = await payoutOf(host);
    expect(payout).toMatchObject({ ...KEPT, status: 'partially_reversed' });
    expect(payout.events.slice(-2)).toEqual([
      { kind: 'reversal', amountPaise: 433_620, detail: null, at: expect.any(String) },
      {
        kind: 'reversal.processed',
        amountPaise: 433_620,
        detail: expect.stringMatching(/^rvrsl_[A-Za-z0-9]{14}$/),
        at: expect.any(String),
      },
    ]);
  });
});
