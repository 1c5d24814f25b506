import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftNotReviewable } from '../../../domain/rules/listing-review.ts';
import type { AdminPropertyList, AdminPropertyRow } from '../../../domain/schemas/admin-properties.ts';
import type { OwnerListing, OwnerPropertySummary } from '../../../domain/schemas/listings.ts';
import { makeBooking, makeDestination, makeProperty, makeUser } from '../../testing/factories.ts';
import { listingState } from '../../testing/listing-state.repository.ts';
import {
  type Caller,
  completeForm,
  type ListingTestApp,
  searchTitles,
  startListingApp,
} from '../../testing/listing-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const REASON_REQUIRED = 'Reason is required: tell the owner what to change';

describe.each(testEngines)('listing review by an admin on %s', (engine) => {
  let t: ListingTestApp;
  let admin: Caller;
  let owner: Caller;
  let ownerEmail: string;
  let photos: string[];

  const list = async (query = ''): Promise<AdminPropertyList> => {
    const res = await t.send(admin, 'GET', `/api/admin/properties${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const review = (id: string, action: 'approve' | 'reject', payload?: object) =>
    t.send(
      admin,
      'POST',
      `/api/admin/properties/${id}/${action}`,
      payload ?? (action === 'reject' ? {} : undefined),
    );
  /** A listing the owner published through the wizard's API: pending. */
  const published = async (title: string) => {
    const res = await t.send(owner, 'POST', '/api/properties', completeForm(t.catalog, photos, { title }));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const publicPage = async (id: string) => (await t.send(null, 'GET', `/api/properties/${id}`)).statusCode;
  const mailsTo = async (email: string) => {
    await t.deliverMail();
    return t.mail.sent.filter((mail) => mail.to === email);
  };

  beforeAll(async () => {
    t = await startListingApp(engine);
    admin = await t.caller('admin');
    owner = await t.caller('owner');
    photos = await t.photosOf(owner, 5);
    ownerEmail = (await t.send(owner, 'GET', '/api/auth/user')).json().email;
  });
  afterAll(() => t.close());

  it('lists listings newest first with the type, place, price and owner; counts every status', async () => {
    const { db } = t.handle;
    const before = (await list()).counts;
    const host = await makeUser(db, {
      role: 'owner',
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'kavya.m@example.in',
    });
    const destination = await makeDestination(db, { name: 'Kochi' });
    const common = { ownerId: host.id, propertyTypeId: t.catalog.villa, destinationId: destination.id };
    const older = await makeProperty(db, {
      ...common,
      title: 'Backwater Houseboat',
      city: 'Alappuzha',
      state: 'Kerala',
      basePrice: '250000.00',
      createdAt: new Date(Date.now() - 60_000),
    });
    const pending = await makeProperty(db, {
      ...common,
      title: 'Fort Kochi Loft',
      city: 'Kochi',
      state: 'Kerala',
      status: 'pending',
    });
    const rejected = await makeProperty(db, {
      ...common,
      title: 'Munnar Tea Cottage',
      state: 'Kerala',
      city: 'Munnar',
      status: 'rejected',
      rejectionReason: 'Photos are blurry',
    });
    const draft = await makeProperty(db, { ...common, title: 'Kerala Draft Villa', status: 'draft' });

    const all = await list();
    expect(all.counts).toEqual({
      approved: before.approved + 1,
      pending: before.pending + 1,
      rejected: before.rejected + 1,
    });
    const mine = all.properties.filter((row) => row.owner.id === host.id);
    expect(mine.map((row) => row.title)).toEqual([
      'Munnar Tea Cottage',
      'Fort Kochi Loft',
      'Backwater Houseboat',
    ]);
    expect(mine[2]).toEqual({
      id: older.id,
      title: 'Backwater Houseboat',
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      propertyType: { name: 'Villa' },
      destination: { name: 'Kochi' },
      address: 'Alappuzha, Kerala',
      basePrice: '250000.00',
      status: 'approved',
      isListed: true,
      rejectionReason: null,
      hostCancellations: 0,
      owner: { id: host.id, name: 'Kavya Menon', email: 'kavya.m@example.in', banned: false },
      createdAt: older.createdAt.toISOString(),
    } satisfies AdminPropertyRow);
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Photos are blurry' });

    // A filter narrows the rows, never the counts; drafts show only when asked for.
    const onlyPending = await list('?status=pending');
    expect(onlyPending.counts).toEqual(all.counts);
    expect(onlyPending.properties.every((row) => row.status === 'pending')).toBe(true);
    expect(onlyPending.properties.map((row) => row.id)).toContain(pending.id);
    expect((await list('?status=draft')).properties.map((row) => row.id)).toEqual([draft.id]);

    // Search: title, city, state, owner name or email, any case; combined with the status.
    const ids = async (query: string) => (await list(query)).properties.map((row) => row.id);
    expect(await ids('?q=fort%20KOCHI')).toEqual([pending.id]);
    expect(await ids('?q=munnar')).toEqual([rejected.id]);
    expect(await ids('?q=kerala')).toEqual([rejected.id, pending.id, older.id]);
    expect(await ids('?q=kavya%20menon')).toEqual([rejected.id, pending.id, older.id]);
    expect(await ids('?q=KAVYA.M@EXAMPLE')).toEqual([rejected.id, pending.id, older.id]);
    expect(await ids('?q=kerala&status=approved')).toEqual([older.id]);
    expect(await ids('?q=100%25')).toEqual([]);
  });

  it("counts each listing's host cancellations and marks a banned owner's listings", async () => {
    const { db } = t.handle;
    const host = await makeUser(db, { role: 'owner', bannedAt: new Date() });
    const listing = await makeProperty(db, { ownerId: host.id, title: 'Ooty Stone Cottage' });
    const cancelled = (by: 'host' | 'guest', checkIn: string, checkOut: string) =>
      makeBooking(db, {
        propertyId: listing.id,
        checkIn,
        checkOut,
        status: 'cancelled',
        cancelledBy: by,
        cancelledAt: new Date(),
      });
    await cancelled('host', '2027-03-12', '2027-03-14');
    await cancelled('host', '2027-04-02', '2027-04-05');
    await cancelled('guest', '2027-05-01', '2027-05-03');
    await makeBooking(db, { propertyId: listing.id, checkIn: '2027-06-01', checkOut: '2027-06-03' });

    const [row] = (await list('?q=ooty%20stone')).properties;
    expect(row).toMatchObject({ id: listing.id, hostCancellations: 2, owner: { id: host.id, banned: true } });
  });

  it('refuses a bad status or an overlong search with 400', async () => {
    const bad = await t.send(admin, 'GET', '/api/admin/properties?status=live');
    expect(bad.statusCode).toBe(400);
    const long = await t.send(admin, 'GET', `/api/admin/properties?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Search must be at most 100 characters');
  });

  it('approves a pending listing: it appears in search and on its page, and the owner is mailed', async () => {
    const id = await published('Peaceful Paddy View Villa');
    expect(await searchTitles(t)).not.toContain('Peaceful Paddy View Villa');
    expect(await publicPage(id)).toBe(404);
    const mailsBefore = (await mailsTo(ownerEmail)).length;

    const res = await review(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved', rejectionReason: null });
    expect(await searchTitles(t)).toContain('Peaceful Paddy View Villa');
    expect(await publicPage(id)).toBe(200);

    const mails = (await mailsTo(ownerEmail)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your listing is live: Peaceful Paddy View Villa');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/property/${id}`);

    // The same answer again changes nothing and mails nobody.
    const again = await review(id, 'approve');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'approved' });
    expect((await mailsTo(ownerEmail)).length).toBe(mailsBefore + 1);
  });

  it('rejects with a reason: out of search, the owner reads the reason, resubmits, and it is pending', async () => {
    const id = await published('Sunny Riverside Cabin');
    const reason = 'The photos show a different house. Please upload photos of this one.';
    const mailsBefore = (await mailsTo(ownerEmail)).length;

    const res = await review(id, 'reject', { reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'rejected', rejectionReason: reason });
    expect(await searchTitles(t)).not.toContain('Sunny Riverside Cabin');
    expect(await publicPage(id)).toBe(404);

    const dashboard = (await t.send(owner, 'GET', '/api/owner/properties')).json() as OwnerPropertySummary[];
    expect(dashboard.find((p) => p.id === id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const page = (await t.send(owner, 'GET', `/api/owner/properties/${id}`)).json() as OwnerListing;
    expect(page).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const mails = (await mailsTo(ownerEmail)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your listing was not approved: Sunny Riverside Cabin');
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/owner/property/${id}/edit`);

    // The same reason again: nothing changes, no second mail.
    expect((await review(id, 'reject', { reason })).statusCode).toBe(200);
    expect((await mailsTo(ownerEmail)).length).toBe(mailsBefore + 1);

    // The owner edits and saves: back to pending, the reason cleared; the admin then approves it.
    const edited = await t.send(owner, 'PUT', `/api/owner/properties/${id}`, {
      ...page.form,
      title: 'Sunny Riverside Cabin',
    });
    expect(edited.json()).toEqual({ id, status: 'pending', isListed: true });
    expect((await t.send(admin, 'GET', `/api/admin/properties/${id}`)).json()).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
    expect((await review(id, 'approve')).json()).toMatchObject({ status: 'approved' });
    expect(await searchTitles(t)).toContain('Sunny Riverside Cabin');
  });

  it('takes an approved listing down with a reason', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: owner.id, title: 'Old Harbour Flat' });
    expect(await searchTitles(t)).toContain('Old Harbour Flat');
    const res = await review(listing.id, 'reject', { reason: 'The owner could not show a licence.' });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The owner could not show a licence.',
    });
    expect(await searchTitles(t)).not.toContain('Old Harbour Flat');
  });

  it('refuses a rejection without a reason with 400, and changes nothing', async () => {
    const id = await published('Quiet Lakeside Retreat');
    const before = await listingState(t.handle.db, id);
    await t.deliverMail(); // what publishing queued
    const mailsBefore = t.mail.sent.length;
    for (const payload of [{}, { reason: '' }, { reason: '   \n ' }]) {
      const res = await review(id, 'reject', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: `reason: ${REASON_REQUIRED}` });
    }
    expect(await listingState(t.handle.db, id)).toEqual(before);
    await t.deliverMail();
    expect(t.mail.sent.length).toBe(mailsBefore);
  });

  it('answers 404 for an unknown listing and 409 for a draft', async () => {
    for (const [method, url] of [
      ['GET', `/api/admin/properties/${UNKNOWN_ID}`],
      ['POST', `/api/admin/properties/${UNKNOWN_ID}/approve`],
      ['DELETE', `/api/admin/properties/${UNKNOWN_ID}`],
    ] as const) {
      const res = await t.send(admin, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    const rejected = await review(UNKNOWN_ID, 'reject', { reason: 'No' });
    expect(rejected.statusCode).toBe(404);

    const draft = await makeProperty(t.handle.db, { ownerId: owner.id, status: 'draft' });
    for (const [action, payload] of [['approve'], ['reject', { reason: 'No' }]] as const) {
      const res = await review(draft.id, action, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: draftNotReviewable() });
    }
    expect((await listingState(t.handle.db, draft.id)).row).toMatchObject({ status: 'draft' });
  });

  it("edits an owner's listing as the admin: saved with the admin's photos, its status kept", async () => {
    const id = await published('Coconut Grove Cottage');
    await review(id, 'reject', { reason: 'Add a photo of the bathroom.' });
    const opened = await t.send(admin, 'GET', `/api/admin/properties/${id}/listing`);
    expect(opened.statusCode, opened.body).toBe(200);
    const listing = opened.json() as OwnerListing;
    expect(listing).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'Add a photo of the bathroom.',
    });

    const [bathroom] = await t.photosOf(admin, 1);
    const photosAfter = [
      ...listing.form.photos,
      { ...listing.form.photos[0]!, url: bathroom!, isMainPhoto: false, sortOrder: 5 },
    ];
    const saved = await t.send(admin, 'PUT', `/api/admin/properties/${id}/listing`, {
      ...listing.form,
      basePrice: 9900,
      photos: photosAfter,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ id, status: 'rejected', isListed: true });
    const after = (await t.send(owner, 'GET', `/api/owner/properties/${id}`)).json() as OwnerListing;
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'Add a photo of the bathroom.' });
    expect(after.form.basePrice).toBe(9900);
    expect(after.form.photos.map((photo) => photo.url)).toContain(bathroom);

    const incomplete = await t.send(admin, 'PUT', `/api/admin/properties/${id}/listing`, {
      ...listing.form,
      basePrice: 0,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      message: 'Your listing is not complete: Set a nightly price above ₹0.',
    });
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.send(
        admin,
        method,
        `/api/admin/properties/${UNKNOWN_ID}/listing`,
        method === 'PUT' ? listing.form : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
  });

  it('refuses visitors, customers and owners with 401, and changes nothing', async () => {
    const id = await published('Hillside Stone Cottage');
    const customer = await t.caller('customer');
    const calls = [
      ['GET', '/api/admin/properties', undefined],
      ['GET', `/api/admin/properties/${id}`, undefined],
      ['POST', `/api/admin/properties/${id}/approve`, undefined],
      ['POST', `/api/admin/properties/${id}/reject`, { reason: 'No' }],
      ['DELETE', `/api/admin/properties/${id}`, undefined],
      ['GET', `/api/admin/properties/${id}/listing`, undefined],
      ['PUT', `/api/admin/properties/${id}/listing`, completeForm(t.catalog, photos, { title: 'Taken' })],
    ] as const;
    for (const caller of [null, customer, owner])
      for (const [method, url, payload] of calls) {
        const res = await t.send(caller, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    expect((await listingState(t.handle.db, id)).row).toMatchObject({ status: 'pending' });
  });
});
