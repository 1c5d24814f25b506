import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking, makeProperty } from '../testing/factories.ts';
import { type Engine, freshDatabase, refusalOf, testEngines } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { EXCLUSION_VIOLATION } from './db-errors.ts';
import { bookings } from './schema.ts';

describe.each(testEngines)('bookings cannot overlap (%s)', (engine: Engine) => {
  let handle: DatabaseHandle;
  let propertyId: string;

  beforeAll(async () => {
    handle = await freshDatabase(engine);
    propertyId = (await makeProperty(handle.db, { title: 'Sea view villa' })).id;
  });
  afterAll(() => handle.close());

  const book = (
    checkIn: string,
    checkOut: string,
    status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
  ) => makeBooking(handle.db, { propertyId, checkIn, checkOut, status });

  it('rejects a second active booking over a shared night', async () => {
    await book('2027-03-10', '2027-03-15');
    expect(await refusalOf(book('2027-03-14', '2027-03-16'))).toBe(EXCLUSION_VIOLATION);
    expect(await refusalOf(book('2027-03-08', '2027-03-20', 'pending'))).toBe(EXCLUSION_VIOLATION);
  });

  it('lets the next guest check in on the previous guest check-out day', async () => {
    expect(await refusalOf(book('2027-03-15', '2027-03-18'))).toBeUndefined();
    expect(await refusalOf(book('2027-03-05', '2027-03-10'))).toBeUndefined();
  });

  it('ignores cancelled bookings', async () => {
    expect(await refusalOf(book('2027-03-11', '2027-03-12', 'cancelled'))).toBeUndefined();
  });

  it('stores stay dates as calendar dates, not instants', async () => {
    const rows = await handle.db.select({ checkIn: bookings.checkIn }).from(bookings).limit(1);
    expect(rows[0]!.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
