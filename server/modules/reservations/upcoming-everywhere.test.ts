import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking, makeProperty, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { listTrips } from '../bookings/trips.service.ts';
import { deleteProperty } from '../listing-review/listing-review.service.ts';
import { ownerListing } from '../listings/owner-listings.service.ts';
import { ownerStats } from '../listings/owner-stats.service.ts';
import { listReservations } from './reservations.service.ts';

// One rule, one clock (domain/rules/stay-clock.ts): a stay is upcoming through its check-out day on
// the LISTING's calendar at the app's `now`. The owner's stats, their listing page and the deletion
// check used to read India's date instead, and the trips the database's clock.

// 30 Nov 20:00 UTC: already 1 Dec in India, still 30 Nov (noon) in Los Angeles.
const NOW = new Date('2026-11-30T20:00:00Z');

describe.each(testEngines)('an upcoming stay, everywhere, on the listing clock (%s)', (engine) => {
  let t: TestApp;
  let hostId: string;
  let guestId: string;
  let listingId: string;
  let bookingId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    hostId = (await makeUser(t.handle.db, { role: 'owner' })).id;
    guestId = (await makeUser(t.handle.db)).id;
    listingId = (await makeProperty(t.handle.db, { ownerId: hostId, timeZone: 'America/Los_Angeles' })).id;
    const stay = { propertyId: listingId, guestId, checkIn: '2026-11-28', checkOut: '2026-11-30' };
    bookingId = (await makeBooking(t.handle.db, { ...stay, status: 'confirmed' })).id;
  });
  afterAll(() => t.close());

  const deps = () => t.app.deps;

  it('shows a stay checking out today in Los Angeles as upcoming, though India is a day ahead', async () => {
    expect((await listTrips(deps(), guestId, NOW)).map((trip) => trip.upcoming)).toEqual([true]);
    const upcoming = await listReservations(deps(), hostId, 'upcoming', NOW);
    expect(upcoming.reservations.map((r) => r.id)).toEqual([bookingId]);
    expect((await listReservations(deps(), hostId, 'past', NOW)).reservations).toEqual([]);
    expect((await ownerStats(deps(), hostId, NOW)).upcomingReservations).toBe(1);
    const page = await ownerListing(deps(), hostId, listingId, NOW);
    expect(page.upcomingBookings.map((b) => b.id)).toEqual([bookingId]);
    await expect(deleteProperty(deps(), listingId, NOW)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('moves it to past everywhere the next day in Los Angeles', async () => {
    const nextDay = new Date('2026-12-01T09:00:00Z'); // 1 Dec 01:00 in Los Angeles
    expect((await listTrips(deps(), guestId, nextDay)).map((trip) => trip.upcoming)).toEqual([false]);
    expect((await listReservations(deps(), hostId, 'upcoming', nextDay)).reservations).toEqual([]);
    const past = await listReservations(deps(), hostId, 'past', nextDay);
    expect(past.reservations.map((r) => r.id)).toEqual([bookingId]);
    expect((await ownerStats(deps(), hostId, nextDay)).upcomingReservations).toBe(0);
    expect((await ownerListing(deps(), hostId, listingId, nextDay)).upcomingBookings).toEqual([]);
  });
});
