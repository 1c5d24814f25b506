import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { makeBooking, makeUser } from '../../testing/factories.ts';
import { testEngines } from '../../testing/test-database.ts';

/** Each VEVENT of an iCalendar text as `UID start end summary status` (dates as YYYYMMDD). */
function eventsOf(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => {
      const field = (name: string) => new RegExp(`\\r\\n${name}:([^\\r]*)`).exec(event)?.[1];
      return [
        field('UID'),
        field('DTSTART;VALUE=DATE'),
        field('DTEND;VALUE=DATE'),
        field('SUMMARY'),
        field('STATUS'),
      ].join(' ');
    })
    .sort();
}
const compact = (date: string) => date.replaceAll('-', '');

describe.each(testEngines)('the calendar export on %s', (engine) => {
  let t: CalendarTestApp;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine);
  });
  afterAll(() => t.close());

  const icsPathOf = async (id: string) => {
    const { icsUrl } = (await t.calendar(id, day(0), day(1))).json();
    return new URL(icsUrl).pathname;
  };

  it('serves bookings, requests and blocks as all-day events on their very dates, naming no guest', async () => {
    const id = await t.listing();
    const { db } = t.handle;
    const guest = await makeUser(db, {
      firstName: 'Priyanka',
      lastName: 'Raghunathan',
      phone: '+919812345678',
    });
    const stay = await makeBooking(db, {
      propertyId: id,
      guestId: guest.id,
      checkIn: day(3),
      checkOut: day(5),
    });
    const done = await makeBooking(db, {
      propertyId: id,
      checkIn: day(-10),
      checkOut: day(-8),
      status: 'completed',
    });
    await makeBooking(db, { propertyId: id, checkIn: day(-90), checkOut: day(-88), status: 'completed' }); // too old
    await makeBooking(db, { propertyId: id, checkIn: day(14), checkOut: day(15), status: 'cancelled' });
    const request = (await t.book(id, day(6), day(8))).json().booking;
    const block = (await t.block(id, day(10), day(12), 'Aunt Kamala visiting')).json();

    const res = await t.send(null, 'GET', await icsPathOf(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(eventsOf(res.body)).toEqual(
      [
        `${stay.id}@basera ${compact(day(3))} ${compact(day(5))} Booked (Basera) CONFIRMED`,
        `${done.id}@basera ${compact(day(-10))} ${compact(day(-8))} Booked (Basera) CONFIRMED`,
        `${request.id}@basera ${compact(day(6))} ${compact(day(8))} Request pending (Basera) TENTATIVE`,
        `${block.id}@basera ${compact(day(10))} ${compact(day(12))} Blocked (Basera) CONFIRMED`,
      ].sort(),
    );
    for (const secret of ['Priyanka', 'Raghunathan', guest.email, '9812345678', 'Kamala'])
      expect(res.body).not.toContain(secret);
  });

  it('answers 404 for a rotated address and a wrong one, 400 for one that is not an address', async () => {
    const id = await t.listing();
    const old = await icsPathOf(id);
    expect((await t.send(null, 'GET', old)).statusCode).toBe(200);

    const rotated = await t.send(t.host, 'POST', `/api/owner/properties/${id}/calendar/rotate-token`);
    expect(rotated.statusCode).toBe(200);
    const fresh = new URL(rotated.json().icsUrl).pathname;
    expect(fresh).not.toBe(old);
    expect(await icsPathOf(id)).toBe(fresh);
    expect((await t.send(null, 'GET', fresh)).statusCode).toBe(200);
    const gone = await t.send(null, 'GET', old);
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'Calendar not found']);

    const wrong = await t.send(null, 'GET', `/api/calendars/${randomBytes(32).toString('base64url')}.ics`);
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, 'Calendar not found']);
    const notAddress = await t.send(null, 'GET', `${fresh.replace(/\.ics$/, '')}.txt`);
    expect([notAddress.statusCode, notAddress.json().message]).toEqual([
      400,
      'params token: must be a calendar address',
    ]);
  });
});
