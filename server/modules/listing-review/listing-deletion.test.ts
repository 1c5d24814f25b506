import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRefusedHistory, deleteRefusedUpcoming } from '../../../domain/rules/listing-review.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import {
  makeBlockedRange,
  makeBooking,
  makeProperty,
  makeSession,
  makeUser,
} from '../../testing/factories.ts';
import { entriesOfListing } from '../../testing/listing-changes.repository.ts';
import { listingState } from '../../testing/listing-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

describe.each(testEngines)('deleting a listing as an admin on %s', (engine) => {
  let t: TestApp;
  let adminCookie: string;

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${id}`, headers: { cookie: adminCookie } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  it('is refused while a pending or confirmed stay is to come, and nothing changes', async () => {
    const { db } = t.handle;
    for (const [status, checkIn, checkOut] of [
      ['confirmed', day(20), day(23)],
      ['pending', day(5), day(6)],
      ['confirmed', day(-2), day(0)],
    ] as const) {
      const listing = await makeProperty(db, { photos: 2 });
      const booking = await makeBooking(db, { propertyId: listing.id, status, checkIn, checkOut });
      const before = [await listingState(db, listing.id), await bookingState(db, booking.id)];
      const res = await remove(listing.id);
      expect(res.statusCode, `${status} ${checkIn}`).toBe(409);
      expect(res.json()).toEqual({ message: deleteRefusedUpcoming() });
      expect([await listingState(db, listing.id), await bookingState(db, booking.id)]).toEqual(before);
    }
  });

  it('is refused while any booking keeps its history (a past stay, a cancelled one), and nothing changes', async () => {
    const { db } = t.handle;
    for (const [status, checkIn, checkOut] of [
      ['completed', day(-30), day(-27)],
      ['cancelled', day(40), day(42)],
      ['confirmed', day(-9), day(-7)],
    ] as const) {
      const listing = await makeProperty(db, { photos: 1 });
      const booking = await makeBooking(db, { propertyId: listing.id, status, checkIn, checkOut });
      const before = [await listingState(db, listing.id), await bookingState(db, booking.id)];
      const res = await remove(listing.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: deleteRefusedHistory() });
      expect([await listingState(db, listing.id), await bookingState(db, booking.id)]).toEqual(before);
    }
  });

  it('deletes a listing never booked, with its photos, calendar and wishlist entries; then 404', async () => {
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner', firstName: 'Nisha', email: 'nisha.host@example.in' });
    const listing = await makeProperty(db, { ownerId: owner.id, title: 'Never Booked Bungalow', photos: 3 });
    await makeBlockedRange(db, { propertyId: listing.id, startDate: day(3), endDate: day(5) });
    const guest = await makeUser(db);
    const guestCookie = (await makeSession(db, guest.id)).cookie;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${listing.id}`,
      headers: { cookie: guestCookie },
    });
    expect(saved.statusCode, saved.body).toBe(204);

    const res = await remove(listing.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await listingState(db, listing.id)).toEqual({ row: undefined, photos: [] });
    expect(await entriesOfListing(db, listing.id)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(page.statusCode).toBe(404);

    // The owner is told, once.
    const again = await remove(listing.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Property not found' });
    await t.deliverMail();
    const mails = t.mail.sent.filter((mail) => mail.to === 'nisha.host@example.in');
    expect(mails.map((mail) => mail.subject)).toEqual(['Your listing was removed: Never Booked Bungalow']);
    expect(mails[0]?.text).toContain('Hello Nisha,');
    expect(mails[0]?.text).toContain('It had no bookings, so no guest is affected.');
  });

  it("deletes an owner's unfinished draft without mailing them", async () => {
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner', email: 'draft.owner@example.in' });
    const draft = await makeProperty(db, { ownerId: owner.id, status: 'draft' });
    expect((await remove(draft.id)).statusCode).toBe(204);
    await t.deliverMail();
    expect(t.mail.sent.filter((mail) => mail.to === 'draft.owner@example.in')).toEqual([]);
  });
});
