import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '#i18n/messages.js';
import { claimsOf, overlappingClaims } from '../../testing/calendar-state.repository.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

type Range = { start: string; end: string };
const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

// 25 stays over nights 30-41 and 25 blocks over nights 33-45, interleaved: most overlap each other.
// No block reaches night 30 and no stay night 42, so at least one of each kind can always win.
const REQUESTS = Array.from({ length: 50 }, (_, i) => {
  const k = Math.floor(i / 2);
  const [kind, first, nights] =
    i % 2 === 0 ? (['booking', 30, 1 + (k % 3)] as const) : (['block', 33, 1 + (k % 4)] as const);
  const start = first + (k % 10);
  return { kind, start: day(start), end: day(start + nights), nights };
});

describe.each(testEngines)('blocks and bookings racing for the same nights on %s', (engine) => {
  let t: CalendarTestApp;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine);
  });
  afterAll(() => t.close());

  it('leave no booking overlapping a block or another booking; every refusal is a 409', async () => {
    const id = await t.listing();
    const guests = await Promise.all(REQUESTS.map(() => t.signedIn()));
    const answers = await Promise.all(
      REQUESTS.map((r, i) =>
        r.kind === 'booking'
          ? t.book(id, r.start, r.end, `${r.nights * 4725}.00`, guests[i]) // ₹4,500 + 5% a night
          : t.block(id, r.start, r.end),
      ),
    );
    const outcomes = REQUESTS.map((r, i) => ({
      ...r,
      status: answers[i]!.statusCode,
      body: answers[i]!.json(),
    }));
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 409)).toEqual([]);

    // The database's word: nothing shares a night, and what holds nights is exactly what was answered 201.
    expect(await overlappingClaims(t.handle.db, id)).toEqual([]);
    const claims = await claimsOf(t.handle.db, id);
    const won = outcomes.filter((o) => o.status === 201);
    const wonId = (o: (typeof won)[number]) => (o.kind === 'booking' ? o.body.booking.id : o.body.id);
    expect(claims.map((c) => `${c.kind} ${c.id}`).sort()).toEqual(
      won.map((o) => `${o.kind} ${wonId(o)}`).sort(),
    );
    expect(won.some((o) => o.kind === 'booking')).toBe(true);
    expect(won.some((o) => o.kind === 'block')).toBe(true);

    // Each refusal was for a night that a winner holds, and says what holds it.
    for (const lost of outcomes.filter((o) => o.status === 409)) {
      const holders = claims.filter((c) => overlaps(c, lost));
      expect(holders.length, `${lost.kind} ${lost.start} to ${lost.end}`).toBeGreaterThan(0);
      const expected =
        lost.kind === 'booking'
          ? 'Those dates are no longer available'
          : holders.some((c) => c.kind === 'booking')
            ? m.server_nights_booked()
            : m.server_nights_blocked();
      expect(lost.body.message).toBe(expected);
    }
  });
});
