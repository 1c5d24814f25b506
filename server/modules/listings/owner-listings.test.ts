import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { ListingForm, OwnerListing } from '../../../domain/schemas/listings.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { makeBooking, makeProperty, makeUser } from '../../testing/factories.ts';
import { listingState, setReview } from '../../testing/listing-state.repository.ts';
import {
  type Caller,
  completeForm,
  type ListingTestApp,
  searchTitles,
  startListingApp,
} from '../../testing/listing-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);

describe.each(testEngines)("an owner's listings on %s", (engine) => {
  let t: ListingTestApp;
  let owner: Caller;
  let photos: string[];

  const edit = (caller: Caller, id: string, form: ListingForm) =>
    t.send(caller, 'PUT', `/api/owner/properties/${id}`, form);
  const formOf = async (id: string) =>
    ((await t.send(owner, 'GET', `/api/owner/properties/${id}`)).json() as OwnerListing).form;
  /** A published listing, approved by an admin. */
  const approvedListing = async (title: string) => {
    const res = await t.send(owner, 'POST', '/api/properties', completeForm(t.catalog, photos, { title }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    await setReview(t.handle.db, id, 'approved');
    return { id, form: await formOf(id) };
  };

  beforeAll(async () => {
    t = await startListingApp(engine);
    owner = await t.caller('owner');
    photos = await t.photosOf(owner, 6);
  });
  afterAll(() => t.close());

  it('applies a price and photo edit of an approved listing at once; it stays approved and in search', async () => {
    const { id, form } = await approvedListing('Sunny Garden Cottage');
    const changed = completeForm(t.catalog, [...photos.slice(2, 6), photos[0]!], {
      title: 'Sunny Garden Cottage',
      basePrice: 16000,
      description: `${form.description} Breakfast on request.`,
      amenityIds: t.catalog.amenities,
    });
    const res = await edit(owner, id, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'approved', isListed: true });
    const after = await formOf(id);
    expect(after.basePrice).toBe(16000);
    expect(after.description).toBe(changed.description);
    expect(after.amenityIds).toEqual([...t.catalog.amenities].sort());
    expect(after.photos.map((p) => [p.url, p.isMainPhoto])).toEqual([
      [photos[2], false],
      [photos[3], true],
      [photos[4], false],
      [photos[5], false],
      [photos[0], false],
    ]);
    expect(await searchTitles(t)).toContain('Sunny Garden Cottage');
  });

  it('sends an approved listing back to pending when its city changes, and out of search', async () => {
    const { id, form } = await approvedListing('Hilltop Stone House');
    const res = await edit(owner, id, { ...form, city: 'Vagator' });
    expect(res.json()).toEqual({ id, status: 'pending', isListed: true });
    expect((await formOf(id)).city).toBe('Vagator');
    expect(await searchTitles(t)).not.toContain('Hilltop Stone House');
  });

  it('resubmits a rejected listing: pending, the reason cleared', async () => {
    const { id, form } = await approvedListing('Riverside Bamboo Hut');
    await setReview(t.handle.db, id, 'rejected', 'Blurry photos');
    const listed = (await t.send(owner, 'GET', '/api/owner/properties')).json() as { id: string }[];
    expect(listed.find((p) => p.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Blurry photos',
    });

    const res = await edit(owner, id, { ...form, title: 'Riverside Bamboo Hut II' });
    expect(res.json()).toEqual({ id, status: 'pending', isListed: true });
    const after = (await t.send(owner, 'GET', `/api/owner/properties/${id}`)).json() as OwnerListing;
    expect(after).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(after.form.title).toBe('Riverside Bamboo Hut II');
  });

  it('refuses an incomplete edit naming what is missing, and changes nothing', async () => {
    const { id, form } = await approvedListing('Lakeside Reading Room');
    const before = await listingState(t.handle.db, id);
    const res = await edit(owner, id, { ...form, photos: form.photos.slice(0, 2), basePrice: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your listing is not complete: Add at least 5 photos; Set a nightly price above ₹0.',
    });
    expect(await listingState(t.handle.db, id)).toEqual(before);
  });

  it('answers another owner 404 on every route of a listing, and changes nothing', async () => {
    const { id, form } = await approvedListing('Quiet Courtyard Haveli');
    const before = await listingState(t.handle.db, id);
    const stranger = await t.caller('owner');
    const calls = [
      ['GET', `/api/owner/properties/${id}`, undefined],
      ['PUT', `/api/owner/properties/${id}`, { ...form, basePrice: 1, city: 'Elsewhere' }],
      ['POST', `/api/owner/properties/${id}/unlist`, undefined],
      ['POST', `/api/owner/properties/${id}/relist`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.send(stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    expect((await t.send(stranger, 'GET', '/api/owner/properties')).json()).toEqual([]);
    expect(await listingState(t.handle.db, id)).toEqual(before);
  });

  it('unlists a listing out of search, its page, the sitemap, wishlists and booking; relists it back', async () => {
    const { id } = await approvedListing('Tea Estate Bungalow');
    const guest = await t.caller('customer');
    expect((await t.send(guest, 'POST', `/api/wishlist/${id}`)).statusCode).toBe(204);

    const unlisted = await t.send(owner, 'POST', `/api/owner/properties/${id}/unlist`);
    expect(unlisted.json()).toEqual({ id, status: 'approved', isListed: false });
    expect(await searchTitles(t)).not.toContain('Tea Estate Bungalow');
    expect((await t.send(guest, 'GET', `/api/properties/${id}`)).statusCode).toBe(404);
    expect((await t.send(owner, 'GET', `/api/properties/${id}`)).statusCode).toBe(200);
    expect((await t.send(null, 'GET', '/sitemap.xml')).body).not.toContain(id);
    expect((await t.send(guest, 'GET', '/api/wishlist')).json()).toEqual([]);
    const booking = await t.send(guest, 'POST', '/api/bookings', {
      ...stayBody(id, day(30), day(32)),
      paymentMethod: 'contact',
    });
    expect(booking.statusCode).toBe(404);
    expect(booking.json()).toEqual({ message: 'Property not found' });

    const relisted = await t.send(owner, 'POST', `/api/owner/properties/${id}/relist`);
    expect(relisted.json()).toEqual({ id, status: 'approved', isListed: true });
    expect(await searchTitles(t)).toContain('Tea Estate Bungalow');
    expect((await t.send(guest, 'GET', `/api/properties/${id}`)).statusCode).toBe(200);
    expect((await t.send(null, 'GET', '/sitemap.xml')).body).toContain(id);
    expect((await t.send(guest, 'GET', '/api/wishlist')).json()).toHaveLength(1);
  });

  it('counts listings, reservations and requests in the stats', async () => {
    const host = await t.caller('owner');
    const { db } = t.handle;
    const x = (await makeProperty(db, { ownerId: host.id })).id;
    const y = (await makeProperty(db, { ownerId: host.id })).id;
    await makeProperty(db, { ownerId: host.id, status: 'rejected' });
    await makeProperty(db, { ownerId: host.id, status: 'pending' });
    await makeProperty(db, { ownerId: host.id, status: 'draft' });
    await t.send(host, 'POST', '/api/property-drafts', { draftData: { title: 'Next one' }, currentStep: 2 });

    const monthStart = `${today.slice(0, 7)}-01`;
    const nextMonth = addDays(`${addDays(monthStart, 31).slice(0, 7)}-01`, 1);
    const guest = await makeUser(db);
    const stay = (propertyId: string, checkIn: string, nights: number, fields: object) =>
      makeBooking(db, {
        propertyId,
        guestId: guest.id,
        checkIn,
        checkOut: addDays(checkIn, nights),
        ...fields,
      });
    await stay(x, today, 2, { status: 'confirmed', totalAmount: '9000.00' }); // upcoming, this month
    await stay(y, monthStart, 1, { status: 'completed', totalAmount: '4000.50' }); // this month
    await stay(x, day(-40), 2, { status: 'confirmed', totalAmount: '7000.00' }); // checked out, last month
    await stay(x, nextMonth, 2, { status: 'confirmed', totalAmount: '6000.00' }); // upcoming, next month
    await stay(x, day(2), 1, { status: 'cancelled', totalAmount: '5000.00' });
    await stay(y, day(10), 2, { status: 'pending', paymentMethod: 'contact', totalAmount: '9000.00' });
    await stay(y, day(20), 2, {
      status: 'pending',
      paymentMethod: 'razorpay',
      holdExpiresAt: new Date(Date.now() + 600_000),
      totalAmount: '9000.00',
    });
    await makeBooking(db, { checkIn: today, checkOut: day(1), status: 'confirmed', totalAmount: '900.00' });

    const res = await t.send(host, 'GET', '/api/owner/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      listings: { draft: 2, pending: 1, approved: 2, rejected: 1 },
      upcomingReservations: 2,
      pendingRequests: 1,
      // Bookings written without a payment have no payout: the dashboard's earnings are the payouts'
      // nets (decision 95; payouts/earnings.test.ts counts them from paid stays).
      earningsThisMonth: '0.00',
    });

    const listing = (await t.send(host, 'GET', `/api/owner/properties/${x}`)).json() as OwnerListing;
    expect(listing.upcomingBookings.map((b) => [b.checkIn, b.status, b.guestName])).toEqual([
      [today, 'confirmed', 'Customer Tester'],
      [nextMonth, 'confirmed', 'Customer Tester'],
    ]);
  });
});
