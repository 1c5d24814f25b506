import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { countBookings } from '../../testing/booking-state.repository.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

// Issue 22 item 8: 100 infants and 100 pets were accepted on a 4-guest listing.
describe.each(testEngines)('infants and pets in a booking on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let anyRules: string;
  let noPets: string;

  const send = (url: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
  const byContact = (body: Record<string, unknown>) =>
    send('/api/bookings', { paymentMethod: 'contact', ...body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const guest = await makeUser(t.handle.db);
    cookie = (await makeSession(t.handle.db, guest.id)).cookie;
    anyRules = (await makeProperty(t.handle.db, { houseRules: 'Pets allowed on request. No smoking.' })).id;
    noPets = (await makeProperty(t.handle.db, { houseRules: 'No smoking indoors. No pets, please.' })).id;
  });
  afterAll(() => t.close());

  it('refuses more than 5 infants or 5 pets with a 400 naming the field, both ways of booking', async () => {
    for (const url of ['/api/bookings', '/api/payment/create-order']) {
      const extra = url === '/api/bookings' ? { paymentMethod: 'contact' } : {};
      for (const [field, value] of [
        ['infants', 100],
        ['pets', 100],
        ['infants', 6],
        ['pets', 6],
      ] as const) {
        const res = await send(url, { ...stayBody(anyRules, day(3), day(5), { [field]: value }), ...extra });
        expect(res.statusCode, `${url} ${field}=${value}`).toBe(400);
        expect(res.json().message).toBe(`${field}: must be at most 5`);
      }
    }
    expect(await countBookings(t.handle.db, anyRules)).toBe(0);
  });

  it('takes 5 infants and 5 pets where the rules allow pets or say nothing of them', async () => {
    const res = await byContact(stayBody(anyRules, day(3), day(5), { infants: 5, pets: 5 }));
    expect(res.statusCode, res.body).toBe(201);
    const unstated = (await makeProperty(t.handle.db, { houseRules: null })).id;
    const other = await byContact(stayBody(unstated, day(3), day(5), { pets: 2 }));
    expect(other.statusCode, other.body).toBe(201);
  });

  it("refuses pets where the listing's house rules say no pets, and takes the same stay without them", async () => {
    const res = await byContact(stayBody(noPets, day(7), day(9), { pets: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pets: this listing does not allow pets');
    expect(await countBookings(t.handle.db, noPets)).toBe(0);
    const without = await byContact(stayBody(noPets, day(7), day(9), { infants: 2 }));
    expect(without.statusCode, without.body).toBe(201);
  });
});
