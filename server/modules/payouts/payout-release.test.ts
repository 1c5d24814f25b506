import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWEEPS } from '../../jobs/sweeps.ts';
import { freshStays, paidBooking, signedInUser, signedWebhook, stayBody } from '../../testing/booking-kit.ts';
import { makeProperty } from '../../testing/factories.ts';
import { addPayoutAccount, indiaCheckInPlus, ownPayouts, signedInHost } from '../../testing/payout-kit.ts';
import { baseraRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Goa, ₹4,500 a night, 2 nights, an unregistered host: net 867,240 paise (payouts.test.ts has the sum).
// PAYOUT_HOLD_HOURS is 2 here: a payout is released two hours after the listing's 14:00 check-in.
const NET = 867_240;
const releaseJob = SWEEPS.find((sweep) => sweep.job === 'payouts.release')!;

describe.each(testEngines)('releasing payouts on %s', (engine) => {
  let t: TestApp;
  const stays = freshStays(80);
  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true', PAYOUT_HOLD_HOURS: '2' });
    await baseraRegistration(t.handle.db, 'Goa');
  });
  afterAll(() => t.close());

  const paidStayOf = async (hostId: string) => {
    const listing = await makeProperty(t.handle.db, { ownerId: hostId, serviceFee: '500.00' });
    const guest = await signedInUser(t.handle.db);
    const [checkIn, checkOut] = stays();
    await paidBooking(t.app, guest.cookie, {
      ...stayBody(listing.id, checkIn, checkOut),
      totalAmount: '10040.00',
    });
    return checkIn;
  };
  /** The release job at `at`, then the gateway's webhooks it caused. */
  const runReleaseAt = async (at: string, offsetMs: number) => {
    await releaseJob.run(t.app.deps, new Date(Date.parse(at) + offsetMs));
    await t.app.deps.background.drain();
  };
  const payoutOf = async (host: { cookie: string }) => {
    const [payout, ...more] = await ownPayouts(t.app, host);
    expect(more).toEqual([]);
    return payout!;
  };
  const kinds = async (host: { cookie: string }) => (await payoutOf(host)).events.map((event) => event.kind);
  const webhook = (event: string, transfer: Record<string, unknown>, eventId?: string) => {
    const signed = signedWebhook(
      t.app.deps.payments.webhookSecret,
      {
        event,
        contains: ['transfer'],
        payload: { transfer: { entity: { entity: 'transfer', ...transfer } } },
      },
      eventId,
    );
    return t.app.inject({ method: 'POST', url: '/api/payment/webhook', ...signed });
  };

  it('holds a payout until its time, then the job transfers it and the webhooks settle it', async () => {
    const host = await signedInHost(t.handle.db);
    await addPayoutAccount(t.app, host);
    const checkIn = await paidStayOf(host.id);
    const releaseAt = indiaCheckInPlus(checkIn, 2);
    expect(await payoutOf(host)).toMatchObject({ status: 'on_hold', releaseAt, netPaise: NET });

    await runReleaseAt(releaseAt, -60_000);
    expect((await payoutOf(host)).status).toBe('on_hold');

    await runReleaseAt(releaseAt, 0);
    const settled = await payoutOf(host);
    expect(settled.status).toBe('settled');
    expect(settled.events.map((event) => [event.kind, event.amountPaise])).toEqual([
      ['created', NET],
      ['released', NET],
      ['transfer.processed', NET],
      ['settlement.processed', NET],
    ]);

    // Released once: the next minute's run finds nothing due.
    await runReleaseAt(releaseAt, 60_000);
    expect(await kinds(host)).toHaveLength(4);
  });

  it('applies each webhook once however often it comes', async () => {
    const host = await signedInHost(t.handle.db);
    await addPayoutAccount(t.app, host);
    const checkIn = await paidStayOf(host.id);
    // A gateway that has not answered yet: the transfer is made, its webhooks come later.
    vi.spyOn(t.app.deps.payments, 'transfer').mockResolvedValueOnce({ transferId: 'trf_Once00000000Aa' });
    await runReleaseAt(indiaCheckInPlus(checkIn, 2), 0);
    expect((await payoutOf(host)).status).toBe('released');

    const transfer = { id: 'trf_Once00000000Aa' };
    const first = await webhook('settlement.processed', transfer, 'evt_SettleOnce0001');
    const again = await webhook('settlement.processed', transfer, 'evt_SettleOnce0001');
    expect([first.json(), again.json()]).toEqual([{ status: 'processed' }, { status: 'duplicate' }]);
    expect((await payoutOf(host)).status).toBe('settled');
    expect(await kinds(host)).toEqual(['created', 'released', 'settlement.processed']);

    const unknown = await webhook('transfer.processed', { id: 'trf_Unknown000000A' });
    expect(unknown.json()).toEqual({ status: 'ignored' });
  });

  it('keeps the payout of a host without an account until they add one, then pays it', async () => {
    const host = await signedInHost(t.handle.db);
    const checkIn = await paidStayOf(host.id);
    const releaseAt = indiaCheckInPlus(checkIn, 2);
    await runReleaseAt(releaseAt, 60_000);
    expect((await payoutOf(host)).status).toBe('awaiting_account');

    await addPayoutAccount(t.app, host);
    expect((await payoutOf(host)).status).toBe('on_hold');
    await runReleaseAt(releaseAt, 120_000);
    expect(await payoutOf(host)).toMatchObject({ status: 'settled', netPaise: NET });
    expect(await kinds(host)).toEqual([
      'created',
      'requeued',
      'released',
      'transfer.processed',
      'settlement.processed',
    ]);
  });

  it('marks a failed transfer failed, tells the host, and pays again once they save their account', async () => {
    const host = await signedInHost(t.handle.db);
    await addPayoutAccount(t.app, host);
    const checkIn = await paidStayOf(host.id);
    const releaseAt = indiaCheckInPlus(checkIn, 2);
    vi.spyOn(t.app.deps.payments, 'transfer').mockResolvedValueOnce({ transferId: 'trf_Fails00000000A' });
    await runReleaseAt(releaseAt, 0);
    const failed = await webhook('transfer.failed', {
      id: 'trf_Fails00000000A',
      error: { description: 'The beneficiary account is closed.' },
    });
    expect(failed.json()).toEqual({ status: 'processed' });
    const payout = await payoutOf(host);
    expect(payout.status).toBe('failed');
    expect(payout.events.at(-1)).toMatchObject({
      kind: 'transfer.failed',
      detail: 'The beneficiary account is closed.',
    });
    await t.deliverMail();
    const mail = t.mail.sent.filter((m) => m.to === host.email && m.subject.includes('could not be paid'));
    expect(mail.map((m) => m.subject)).toEqual(['Your Basera payout could not be paid']);
    expect(mail[0]?.text).toContain(
      'We could not pay ₹8,672.40 to your payout account: The beneficiary account is closed.',
    );

    await addPayoutAccount(t.app, host);
    await runReleaseAt(releaseAt, 60_000);
    expect((await payoutOf(host)).status).toBe('settled');
    expect(await kinds(host)).toEqual([
      'created',
      'released',
      'transfer.failed',
      'requeued',
      'released',
      'transfer.processed',
      'settlement.processed',
    ]);
  });
});
