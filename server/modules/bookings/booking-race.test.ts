import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { activeBookingCount } from '../../testing/booking-state.repository.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

describe.each(testEngines)('simultaneous bookings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('of overlapping nights leave exactly one active booking; the other 49 answer 409', async () => {
    const { db } = t.handle;
    const listing = await makeProperty(db, { maxGuests: 6 });
    const guests = await Promise.all(
      Array.from({ length: 50 }, async () => (await makeSession(db, (await makeUser(db)).id)).cookie),
    );
    // Fifty guests, each a different stay overlapping the night of day 30; half book by contact.
    const answers = await Promise.all(
      guests.map((cookie, i) => {
        const [from, to] = [day(30 - (i % 3)), day(31 + (i % 4))];
        const contact = i % 2 === 0;
        return t.app.inject({
          method: 'POST',
          url: contact ? '/api/bookings' : '/api/payment/create-order',
          headers: { cookie },
          payload: { ...stayBody(listing.id, from, to), ...(contact && { paymentMethod: 'contact' }) },
        });
      }),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe('Those dates are no longer available');

    expect(await activeBookingCount(db, listing.id)).toBe(1);
  });
});
