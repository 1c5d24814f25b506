import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { financialYearOfDate, indiaDateOf } from '../../../domain/rules/payouts/financial-year.ts';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import type { EarningsAnswer } from '../../../domain/schemas/earnings.ts';
import { SWEEPS } from '../../jobs/sweeps.ts';
import {
  cancelAsGuest,
  freshStays,
  paidBooking,
  signedInUser,
  signedWebhook,
  stayBody,
} from '../../testing/booking-kit.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { addPayoutAccount, indiaCheckInPlus, ownPayouts } from '../../testing/payout-kit.ts';
import { baseraRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Goa, ₹4,500 a night, 2 nights, ₹500 fee, Strict, an unregistered host (payouts.test.ts has the
// split): net 867,240. A guest who cancels weeks ahead gets half the nights back; the host keeps a
// stay of 450,000 with a net of 433,620 (payout-refund.test.ts).
const SPLIT = {
  grossPaise: 900_000,
  gstPassedPaise: 0,
  commissionPaise: 27_000,
  commissionGstPaise: 4_860,
  tdsPaise: 900,
  tcsPaise: 0,
  netPaise: 867_240,
};
const KEPT = {
  grossPaise: 450_000,
  gstPassedPaise: 0,
  commissionPaise: 13_500,
  commissionGstPaise: 2_430,
  tdsPaise: 450,
  tcsPaise: 0,
  netPaise: 433_620,
};
const NONE = { upcomingPaise: 0, onHoldPaise: 0, paidOutPaise: 0, inTransitPaise: 0 };
const releaseJob = SWEEPS.find((sweep) => sweep.job === 'payouts.release')!;
type Caller = { id: string; cookie: string };

describe.each(testEngines)("hosts' earnings on %s", (engine) => {
  let t: TestApp;
  const stays = freshStays(60);
  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' });
    await baseraRegistration(t.handle.db, 'Goa');
  });
  afterAll(() => t.close());

  const newHost = async (): Promise<Caller> => {
    const user = await makeUser(t.handle.db, {
      role: 'owner',
      firstName: 'Meera',
      lastName: 'Pillai',
      panNumber: 'ABCPE1234F',
    });
    return { id: user.id, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  const paidStay = async (host: Caller, dates = stays()) => {
    const listing = await makeProperty(t.handle.db, {
      ownerId: host.id,
      serviceFee: '500.00',
      cancellationPolicy: 'Strict',
      title: 'Casa Azul',
    });
    const guest = await signedInUser(t.handle.db);
    const [checkIn, checkOut] = dates;
    // Each night ₹4,725 with its GST, and the ₹500 fee with 18% GST.
    const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
    const bookingId = await paidBooking(t.app, guest.cookie, {
      ...stayBody(listing.id, checkIn, checkOut),
      totalAmount: `${nights * 4725 + 590}.00`,
    });
    const releaseAt = indiaCheckInPlus(checkIn, 24);
    const fy = financialYearOfDate(indiaDateOf(new Date(releaseAt))).label;
    return { bookingId, checkIn, checkOut, guest, releaseAt, fy };
  };
  const get = (caller: Caller | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: caller ? { cookie: caller.cookie } : {} });
  const earnings = async (host: Caller, fy: string): Promise<EarningsAnswer> => {
    const res = await get(host, `/api/owner/earnings?fy=${fy}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The earnings page's figures, and its one stay beside the same payout as GET /api/owner/payouts has it. */
  const figures = async (host: Caller, fy: string) => {
    const { upcomingPaise, onHoldPaise, paidOutPaise, inTransitPaise, totals, stays } = await earnings(
      host,
      fy,
    );
    const [payout] = await ownPayouts(t.app, host);
    const [stay] = stays;
    expect(stays).toHaveLength(1);
    const { events: _events, id, propertyTitle, checkInDate, releaseAt, bookingId, ...rest } = payout!;
    expect(stay).toEqual({
      ...rest,
      payoutId: id,
      propertyTitle,
      checkInDate,
      releaseAt,
      bookingId,
      checkOutDate: stay!.checkOutDate,
    });
    return { summary: { upcomingPaise, onHoldPaise, paidOutPaise, inTransitPaise }, totals, stay: stay! };
  };
  const settle = (transferId: string) => {
    const signed = signedWebhook(t.app.deps.payments.webhookSecret, {
      event: 'settlement.processed',
      contains: ['transfer'],
      payload: { transfer: { entity: { entity: 'transfer', id: transferId } } },
    });
    return t.app.inject({ method: 'POST', url: '/api/payment/webhook', ...signed });
  };

  it('follows a payout from capture to release, settlement and a refund after release', async () => {
    const host = await newHost();
    await addPayoutAccount(t.app, host);
    const stay = await paidStay(host);

    const captured = await figures(host, stay.fy);
    expect(captured.summary).toEqual({ ...NONE, upcomingPaise: 867_240 });
    expect(captured.totals).toEqual(SPLIT);
    expect(captured.stay).toMatchObject({
      bookingId: stay.bookingId,
      propertyTitle: 'Casa Azul',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      releaseAt: stay.releaseAt,
      status: 'on_hold',
    });

    // Released: the gateway has the transfer, its webhooks not yet here.
    vi.spyOn(t.app.deps.payments, 'transfer').mockResolvedValueOnce({ transferId: 'trf_Earn000000000A' });
    await releaseJob.run(t.app.deps, new Date(stay.releaseAt));
    const released = await figures(host, stay.fy);
    expect(released.summary).toEqual({ ...NONE, paidOutPaise: 867_240, inTransitPaise: 867_240 });
    expect(released.stay.status).toBe('released');

    expect((await settle('trf_Earn000000000A')).json()).toEqual({ status: 'processed' });
    const settled = await figures(host, stay.fy);
    expect(settled.summary).toEqual({ ...NONE, paidOutPaise: 867_240 });
    expect(settled.stay.status).toBe('settled');
    expect(settled.totals).toEqual(SPLIT);

    // The guest cancels (the job's clock above ran ahead of the real one): half the nights back.
    await cancelAsGuest(t.app, stay.bookingId, stay.guest.cookie);
    await t.app.deps.background.drain();
    const refunded = await figures(host, stay.fy);
    expect(refunded.summary).toEqual({ ...NONE, paidOutPaise: 433_620 });
    expect(refunded.totals).toEqual(KEPT);
    expect(refunded.stay.status).toBe('partially_reversed');
  });

  it('shows a payout on hold until the host adds an account, and lowers it when the guest cancels', async () => {
    const host = await newHost();
    const stay = await paidStay(host);
    expect((await figures(host, stay.fy)).summary).toEqual({ ...NONE, onHoldPaise: 867_240 });

    await addPayoutAccount(t.app, host);
    expect((await figures(host, stay.fy)).summary).toEqual({ ...NONE, upcomingPaise: 867_240 });

    await cancelAsGuest(t.app, stay.bookingId, stay.guest.cookie);
    const cancelled = await figures(host, stay.fy);
    expect(cancelled.summary).toEqual({ ...NONE, upcomingPaise: 433_620 });
    expect(cancelled.totals).toEqual(KEPT);
    expect(cancelled.stay.status).toBe('on_hold');
  });

  it("reads the dashboard's earnings this month from the same payouts", async () => {
    const host = await newHost();
    await addPayoutAccount(t.app, host);
    const today = todayIn('Asia/Kolkata');
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const stay = await paidStay(host, [today, tomorrow]);
    await paidStay(host); // weeks ahead: another month, or this one late in it
    const dashboard = (await get(host, '/api/owner/stats')).json() as { earningsThisMonth: string };
    // This month's check-ins, as the payout rows have them.
    const month = today.slice(0, 7);
    const nets = (await ownPayouts(t.app, host))
      .filter((payout) => payout.checkInDate.startsWith(month))
      .reduce((sum, payout) => sum + payout.netPaise, 0);
    expect(nets).toBeGreaterThan(0);
    expect(dashboard.earningsThisMonth).toBe((nets / 100).toFixed(2));
    const row = (await earnings(host, stay.fy)).stays.find((s) => s.bookingId === stay.bookingId);
    expect(row?.netPaise).toBe(433_620); // one night: 450,000 − 13,500 − 2,430 − 450
  });

  it("lists the year's TDS for the host's own stays only, with the masked PAN", async () => {
    const host = await newHost();
    await addPayoutAccount(t.app, host);
    const stay = await paidStay(host);
    await releaseJob.run(t.app.deps, new Date(stay.releaseAt));
    await t.app.deps.background.drain();
    const pending = await paidStay(host); // on hold, not yet credited: not in the statement

    const res = await get(host, `/api/owner/earnings/tds-statement.csv?fy=${stay.fy}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="basera-tds-194o-${stay.fy}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('section 194-O of the Income-tax Act, 1961');
    expect(lines[1]).toContain('This is not Form 16A.');
    expect(lines.slice(2, 7)).toEqual([
      `Financial year,${stay.fy}`,
      'Deductor,Basera (e-commerce operator); its TAN is on Form 16A',
      'Deductee,Meera Pillai',
      'PAN,ABCPE••••F',
      `Prepared on,${todayIn('Asia/Kolkata')}`,
    ]);
    expect(lines[7]).toBe('');
    expect(lines.slice(9)).toEqual([
      `${indiaDateOf(new Date(stay.releaseAt))},${stay.bookingId},Casa Azul,${stay.checkIn},${stay.checkOut},9000.00,0.1%,9.00,settled`,
      'Total,,,,,9000.00,,9.00,',
    ]);
    expect(res.body).not.toContain(pending.bookingId);
  });

  it("never shows a host another host's figures", async () => {
    const host = await newHost();
    await addPayoutAccount(t.app, host);
    const stay = await paidStay(host);
    const stranger = await newHost();
    const theirs = await earnings(stranger, stay.fy);
    expect(theirs).toMatchObject({ ...NONE, stays: [] });
    expect(Object.values(theirs.totals).every((paise) => paise === 0)).toBe(true);
    const statement = await get(stranger, `/api/owner/earnings/tds-statement.csv?fy=${stay.fy}`);
    expect(statement.body).not.toContain(stay.bookingId);
    expect(statement.body).toContain('Total,,,,,0.00,,0.00,');
  });

  it('answers the current financial year by default, 401 signed out and 400 for a bad year', async () => {
    const host = await newHost();
    const current = financialYearOfDate(todayIn('Asia/Kolkata'));
    const answer = await get(host, '/api/owner/earnings');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      financialYear: { label: current.label, firstDay: current.firstDay },
      years: [current.label],
    });
    for (const url of ['/api/owner/earnings', '/api/owner/earnings/tds-statement.csv'])
      expect((await get(null, url)).statusCode).toBe(401);
    for (const fy of ['2026-28', '2026', 'last'])
      for (const url of ['/api/owner/earnings', '/api/owner/earnings/tds-statement.csv']) {
        const res = await get(host, `${url}?fy=${fy}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'querystring fy: must be a financial year such as 2026-27 (1 April 2026 to 31 March 2027)',
        });
      }
  });
});
