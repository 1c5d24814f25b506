import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostCalendar } from '../../../domain/schemas/host-operations.ts';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { makeBooking } from '../../testing/factories.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('blocking nights on %s', (engine) => {
  let t: CalendarTestApp;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine);
  });
  afterAll(() => t.close());

  /** The nights of [from, to) that are not free on the host's calendar, as `date status`. */
  const takenNights = async (id: string, from: string, to: string) => {
    const calendar: HostCalendar = (await t.calendar(id, from, to)).json();
    return calendar.nights.filter((n) => n.status !== 'free').map((n) => `${n.date} ${n.status}`);
  };
  const quote = (id: string, from: string, to: string) =>
    t.send(null, 'GET', `/api/properties/${id}/quote?checkIn=${from}&checkOut=${to}`);

  it('blocks [startDate, endDate) and unblocks it: the nights are free again', async () => {
    const id = await t.listing();
    const res = await t.block(id, day(10), day(12), '  Family visiting ');
    expect(res.statusCode, res.body).toBe(201);
    const block = res.json();
    expect(block).toEqual({
      id: expect.any(String),
      startDate: day(10),
      endDate: day(12),
      reason: 'Family visiting',
    });
    expect(await takenNights(id, day(9), day(13))).toEqual([`${day(10)} blocked`, `${day(11)} blocked`]);
    expect((await quote(id, day(11), day(13))).statusCode).toBe(409);
    expect((await t.book(id, day(9), day(11))).json().message).toBe('Those dates are no longer available');
    expect((await t.book(id, day(12), day(13))).statusCode).toBe(201); // the end date is a check-in

    const url = `/api/owner/properties/${id}/blocked-dates/${block.id}`;
    expect((await t.send(t.host, 'DELETE', url)).statusCode).toBe(204);
    expect(await takenNights(id, day(9), day(13))).toEqual([`${day(12)} requested`]);
    expect((await quote(id, day(10), day(12))).statusCode).toBe(200);
    const again = await t.send(t.host, 'DELETE', url);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Block not found']);
  });

  it('refuses nights of a request, a booking or another block with 409, and changes nothing', async () => {
    const id = await t.listing();
    await makeBooking(t.handle.db, { propertyId: id, checkIn: day(20), checkOut: day(22) });
    expect((await t.book(id, day(24), day(26))).statusCode).toBe(201);
    expect((await t.block(id, day(28), day(30))).statusCode).toBe(201);
    const before = await takenNights(id, day(18), day(32));

    for (const [from, to, message] of [
      [day(21), day(23), 'Those nights have a booking or a request'],
      [day(18), day(25), 'Those nights have a booking or a request'],
      [day(25), day(29), 'Those nights have a booking or a request'],
      [day(29), day(31), 'Some of those nights are already blocked'],
      [day(27), day(32), 'Some of those nights are already blocked'],
    ]) {
      const res = await t.block(id, from!, to!);
      expect([res.statusCode, res.json().message], `${from} to ${to}`).toEqual([409, message]);
    }
    expect(await takenNights(id, day(18), day(32))).toEqual(before);
    // Ranges that only touch (a check-out day, a block's end) are free to block.
    expect((await t.block(id, day(22), day(24))).statusCode).toBe(201);
    expect((await t.block(id, day(30), day(31))).statusCode).toBe(201);
  });

  it('refuses a start in the past and a range that is empty or too long, with a message', async () => {
    const id = await t.listing();
    for (const [startDate, endDate, message] of [
      [day(-1), day(2), 'startDate: must not be in the past'],
      [day(3), day(3), 'endDate: must be after startDate'],
      [day(3), day(404), 'endDate: must be at most 400 nights after startDate'],
    ]) {
      const res = await t.block(id, startDate!, endDate!);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await t.block(id, day(0), day(1))).statusCode).toBe(201); // today may be blocked
    const long = await t.block(id, day(1), day(2), 'x'.repeat(201));
    expect([long.statusCode, long.json().message]).toEqual([400, 'reason: must be at most 200 characters']);
    expect(await takenNights(id, day(-1), day(5))).toEqual([`${day(0)} blocked`]);
  });

  it('takes blocked nights out of search with those dates and out of the availability call', async () => {
    const id = await t.listing();
    const search = async (from: string, to: string) => {
      const res = await t.send(null, 'GET', `/api/properties?checkIn=${from}&checkOut=${to}`);
      return (res.json() as PropertyCard[]).map((card) => card.id);
    };
    expect(await search(day(40), day(42))).toContain(id);
    expect((await t.block(id, day(41), day(43))).statusCode).toBe(201);
    expect(await search(day(40), day(42))).not.toContain(id);
    expect(await search(day(42), day(44))).not.toContain(id);
    expect(await search(day(43), day(45))).toContain(id);
    expect(await search(day(39), day(41))).toContain(id);

    const res = await t.send(null, 'GET', `/api/properties/${id}/availability?from=${day(40)}&to=${day(44)}`);
    expect(res.json().nights.map((n: { available: boolean }) => n.available)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
