import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makePayment, makeProperty } from '../../testing/factories.ts';
import { type Caller, moderationKit } from '../../testing/moderation-test-kit.ts';
import { day } from '../../testing/reservation-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { CLOSED_ACCOUNT_REASON } from '../user-moderation/index.ts';

const ROUNDS = 20;
const PAID = 1_500_000;
type Ender = 'ban' | 'guest' | 'host' | 'admin';
// Each ender's cancellation as the booking keeps it, and the mails it sends about the booking.
const SIGNS: Record<Ender, { by: string; reason: string; mails: number }> = {
  ban: { by: 'basera', reason: CLOSED_ACCOUNT_REASON, mails: 1 },
  guest: { by: 'guest', reason: 'Guest plans changed', mails: 2 },
  host: { by: 'host', reason: 'Host pipe burst', mails: 1 },
  admin: { by: 'basera', reason: 'Admin clean-up', mails: 2 },
};

describe.each(testEngines)('everyone ending one paid booking at once on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof moderationKit>;
  let admin: Caller;

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = moderationKit(t);
    admin = await kit.signedIn('admin');
  });
  afterAll(() => t.close());

  /** A stay paid ₹15,000 online under Strict, 20 days out: a guest gets half the nights back, others all. */
  async function paidStay() {
    // No password: nobody signs in by one here, and argon2 for 40 users would be most of the time.
    const host = await kit.signedIn('owner', { passwordHash: null });
    const guest = await kit.signedIn('customer', { passwordHash: null });
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, cancellationPolicy: 'Strict' });
    const booking = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: day(20),
      checkOut: day(23),
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
      cleaningFee: '500.00',
      serviceFee: '1000.00',
      totalAmount: '15000.00',
    });
    await makePayment(t.handle.db, { bookingId: booking.id, amountPaise: PAID, status: 'paid' });
    return { id: booking.id, host, guest };
  }

  const quote = async (id: string, cookie: string): Promise<number> =>
    (await kit.call('GET', `/api/bookings/${id}/cancellation`, cookie)).json().refundPaise;

  it(`cancels once and refunds once in ${ROUNDS} rounds of ban, guest, host and admin`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, host, guest } = await paidStay();
      const banned = round % 2 === 0 ? guest : host;
      const guestQuote = await quote(id, guest.cookie);
      expect(guestQuote).toBeGreaterThan(0);
      expect(guestQuote).toBeLessThan(PAID);
      const fire: Record<Ender, () => ReturnType<typeof kit.call>> = {
        ban: () => kit.sanction(admin, banned.id, { kind: 'ban', reason: 'Race' }),
        guest: () =>
          kit.call('POST', `/api/bookings/${id}/cancel`, guest.cookie, {
            expectedRefundPaise: guestQuote,
            reason: SIGNS.guest.reason,
          }),
        host: () =>
          kit.call('POST', `/api/owner/reservations/${id}/cancel`, host.cookie, {
            reason: SIGNS.host.reason,
          }),
        admin: () =>
          kit.call('POST', `/api/bookings/${id}/cancel`, admin.cookie, {
            expectedRefundPaise: PAID,
            reason: SIGNS.admin.reason,
          }),
      };
      // Fired together, in an order that turns each round so each of them gets to go first.
      const enders = (['ban', 'guest', 'host', 'admin'] as const).map((_, i, all) => all[(i + round) % 4]!);
      const answers = await Promise.all(enders.map((e) => fire[e]()));
      const answerOf = (e: Ender) => answers[enders.indexOf(e)]!;

      expect(answerOf('ban').statusCode, answerOf('ban').body).toBe(201);
      expect(answerOf('admin').statusCode, answerOf('admin').body).toBe(200);
      // The banned side's session may be gone before its own cancel is read.
      for (const e of ['guest', 'host'] as const)
        expect(e === (banned === guest ? 'guest' : 'host') ? [200, 401] : [200]).toContain(
          answerOf(e).statusCode,
        );

      const state = await bookingState(t.handle.db, id);
      const { booking } = state;
      const winner = (Object.keys(SIGNS) as Ender[]).find(
        (e) => SIGNS[e].by === booking.cancelledBy && SIGNS[e].reason === booking.cancellationReason,
      );
      const at = `round ${round}, ${booking.cancelledBy}: ${booking.cancellationReason}`;
      expect(booking.status, at).toBe('cancelled');
      expect(winner, at).toBeDefined();
      const refund = winner === 'guest' ? guestQuote : PAID;
      expect(
        state.refunds.map((r) => r.amountPaise),
        at,
      ).toEqual([refund]);
      expect(state.payments[0]?.refundedPaise, at).toBe(refund);

      // Every answer saw the one cancellation the booking keeps: nothing rewrote it afterwards.
      for (const e of ['guest', 'admin'] as const) {
        if (answerOf(e).statusCode !== 200) continue;
        const seen = answerOf(e).json().booking;
        expect(seen.cancelledBy, `${at} (${e} saw)`).toBe(booking.cancelledBy);
        expect(seen.cancelledAt, `${at} (${e} saw)`).toBe(booking.cancelledAt?.toISOString());
      }
      if (answerOf('host').statusCode === 200)
        expect(answerOf('host').json(), `${at} (host saw)`).toMatchObject({
          cancelledBy: booking.cancelledBy,
          cancellationReason: booking.cancellationReason,
        });

      // Only the winner told anyone about the booking.
      await t.deliverMail();
      const reference = id.slice(0, 8).toUpperCase();
      const mails = t.mail.sent.filter((m) => m.text.includes(reference));
      expect(mails, at).toHaveLength(winner ? SIGNS[winner].mails : 0);
    }
  }, 90_000);
});
