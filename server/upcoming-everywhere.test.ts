import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBooking, makeProperty, makeSession, makeUser } from './testing/factories.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { testEngines } from './testing/test-database.ts';

// One rule, one clock (domain/rules/stay-clock.ts): a stay is upcoming through its check-out day on
// the LISTING's calendar at the app's clock. The owner's stats, their listing page and the deletion
// check used to read India's date instead, and the trips the database's clock.

// 30 Nov 20:00 UTC: already 1 Dec in India, still 30 Nov (noon) in Los Angeles.
const NOW = new Date('2026-11-30T20:00:00Z');
const NEXT_MORNING_THERE = new Date('2026-12-01T09:00:00Z'); // 1 Dec 01:00 in Los Angeles

describe.each(testEngines)('an upcoming stay, everywhere, on the listing clock (%s)', (engine) => {
  let t: TestApp;
  let host: string;
  let guest: string;
  let admin: string;
  let listingId: string;

  const get = async (url: string, cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const seen = async () => ({
    trips: (await get('/api/bookings', guest)).map((trip: { upcoming: boolean }) => trip.upcoming),
    upcomingTab: (await get('/api/owner/reservations?tab=upcoming', host)).reservations.length,
    pastTab: (await get('/api/owner/reservations?tab=past', host)).reservations.length,
    ownerStats: (await get('/api/owner/stats', host)).upcomingReservations,
    listingPage: (await get(`/api/owner/properties/${listingId}`, host)).upcomingBookings.length,
  });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await startTestApp(engine);
    const { db } = t.handle;
    const hostId = (await makeUser(db, { role: 'owner' })).id;
    const guestId = (await makeUser(db)).id;
    const adminId = (await makeUser(db, { role: 'admin' })).id;
    const week = { expiresAt: new Date(NOW.getTime() + 7 * 86_400_000) };
    host = (await makeSession(db, hostId, week)).cookie;
    guest = (await makeSession(db, guestId, week)).cookie;
    admin = (await makeSession(db, adminId, { ...week, scope: 'admin' })).cookie;
    listingId = (await makeProperty(db, { ownerId: hostId, timeZone: 'America/Los_Angeles' })).id;
    const stay = { propertyId: listingId, guestId, checkIn: '2026-11-28', checkOut: '2026-11-30' };
    await makeBooking(db, { ...stay, status: 'confirmed' });
  });
  afterEach(() => vi.setSystemTime(NOW));
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('shows a stay checking out today in Los Angeles as upcoming, though India is a day ahead', async () => {
    expect(await seen()).toEqual({
      trips: [true],
      upcomingTab: 1,
      pastTab: 0,
      ownerStats: 1,
      listingPage: 1,
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${listingId}`,
      headers: { cookie: admin },
    });
    expect(remove.statusCode, remove.body).toBe(409);
    expect(remove.json().message).toMatch(/upcoming bookings/);
  });

  it('moves it to past everywhere the next day in Los Angeles', async () => {
    vi.setSystemTime(NEXT_MORNING_THERE);
    expect(await seen()).toEqual({
      trips: [false],
      upcomingTab: 0,
      pastTab: 1,
      ownerStats: 0,
      listingPage: 0,
    });
  });
});
