import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListingForm, type OwnerListing } from '../../../domain/schemas/listings.ts';
import { makeUser } from '../../testing/factories.ts';
import { countListings } from '../../testing/listing-state.repository.ts';
import {
  type Caller,
  completeForm,
  type ListingTestApp,
  SAFETY,
  searchTitles,
  startListingApp,
} from '../../testing/listing-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

const EVERY_ITEM_MISSING =
  'Your listing is not complete: Choose a property type; Set the location on the map; Fill in ' +
  'address line 1, city, state and a 6-digit pincode; Set guests, bedrooms, beds and bathrooms to ' +
  'at least 1 each; Choose at least 3 amenities; Add at least 5 photos; Write a title of at least ' +
  '10 characters; Write a description of at least 50 characters; Set a nightly price above ₹0; ' +
  'Write safety details of at least 100 characters.';

describe.each(testEngines)('publishing a listing on %s', (engine) => {
  let t: ListingTestApp;
  let owner: Caller;
  let photos: string[];

  const publish = (caller: Caller | null, body: unknown) => t.send(caller, 'POST', '/api/properties', body);
  const refusal = async (caller: Caller, body: unknown, url = '/api/properties') => {
    const before = await countListings(t.handle.db);
    const res = await t.send(caller, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await countListings(t.handle.db)).toEqual(before);
    return res.json().message as string;
  };

  beforeAll(async () => {
    t = await startListingApp(engine);
    owner = await t.caller('owner');
    photos = await t.photosOf(owner, 5);
  });
  afterAll(() => t.close());

  it('refuses an empty form naming every missing item', async () => {
    expect(await refusal(owner, { ...emptyListingForm, bedrooms: 0, status: 'pending' })).toBe(
      EVERY_ITEM_MISSING,
    );
  });

  it('refuses a form missing only photos, naming only them', async () => {
    expect(await refusal(owner, completeForm(t.catalog, photos.slice(0, 4)))).toBe(
      'Your listing is not complete: Add at least 5 photos.',
    );
  });

  it('asks for the NOC document when the property type requires one', async () => {
    expect(await refusal(owner, completeForm(t.catalog, photos, { propertyTypeId: t.catalog.nocType }))).toBe(
      'Your listing is not complete: Write safety details of at least 100 characters and upload the NOC document.',
    );
  });

  it('refuses ids that name nothing and files the author did not upload', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const stranger = await t.caller('owner');
    const [strangersPhoto] = await t.photosOf(stranger, 1);
    const form = completeForm(t.catalog, photos);
    const cases: [object, string][] = [
      [{ propertyTypeId: unknown }, 'propertyTypeId: no such property type'],
      [{ destinationId: unknown }, 'destinationId: no such destination'],
      [{ amenityIds: [...t.catalog.amenities.slice(0, 3), unknown] }, 'amenityIds: no such amenity'],
      [
        { photos: [...form.photos.slice(0, 4), { ...form.photos[4]!, url: strangersPhoto! }] },
        'photos: each photo must be an image uploaded for this listing',
      ],
      [
        { photos: [...form.photos.slice(0, 4), { ...form.photos[4]!, url: '/p/not-uploaded.jpg' }] },
        'photos: each photo must be an image uploaded for this listing',
      ],
      [{ nocDocument: photos[0]! }, 'nocDocument: must be a document uploaded for this listing'],
      [
        { nocDocument: await t.documentOf(stranger) },
        'nocDocument: must be a document uploaded for this listing',
      ],
    ];
    for (const [change, message] of cases) expect(await refusal(owner, { ...form, ...change })).toBe(message);
  });

  it('keeps publishing to owners: a customer gets 403, a visitor 401, and nothing is stored', async () => {
    const before = await countListings(t.handle.db);
    const customer = await t.caller('customer');
    const body = completeForm(t.catalog, photos);
    const refused = await publish(customer, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do this' });
    expect((await publish(null, body)).statusCode).toBe(401);
    expect(await countListings(t.handle.db)).toEqual(before);
  });

  it('publishes a complete listing as pending: out of search and its public page, on the owner dashboard', async () => {
    const noc = await t.documentOf(owner);
    const form = completeForm(t.catalog, photos, {
      title: 'Peaceful Homestay Anjuna',
      propertyTypeId: t.catalog.nocType,
      nocDocument: noc,
      nocFileName: 'noc.pdf',
      safetyDetails: `  ${SAFETY}  `,
      amenityIds: [...t.catalog.amenities.slice(0, 3), t.catalog.amenities[0]!],
    });
    const draft = await t.send(owner, 'POST', '/api/property-drafts', { draftData: form, currentStep: 11 });
    expect(draft.statusCode).toBe(201);

    const res = await publish(owner, { ...form, status: 'pending' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id, status: 'pending', isListed: true });

    expect(await searchTitles(t)).not.toContain('Peaceful Homestay Anjuna');
    const stranger = await t.caller('customer');
    const page = await t.send(stranger, 'GET', `/api/properties/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Property not found' });
    expect((await t.send(owner, 'GET', `/api/properties/${id}`)).statusCode).toBe(200);

    const mine = await t.send(owner, 'GET', '/api/owner/properties');
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id,
        title: 'Peaceful Homestay Anjuna',
        status: 'pending',
        isListed: true,
        maxGuests: 6,
        basePrice: '14500.00',
        city: 'Anjuna',
        rejectionReason: null,
        photos: [
          { url: photos[1], isMainPhoto: true },
          ...[0, 2, 3, 4].map((i) => ({ url: photos[i], isMainPhoto: false })),
        ],
      }),
    ]);

    const listing: OwnerListing = (await t.send(owner, 'GET', `/api/owner/properties/${id}`)).json();
    expect(listing.form).toEqual({
      ...form,
      spaceTypeId: '', // not stored: Basera has no space types
      safetyDetails: SAFETY,
      latitude: '15.573612',
      amenityIds: [...t.catalog.amenities.slice(0, 3)].sort(),
    });
    expect(listing.upcomingBookings).toEqual([]);
    // The draft stays: the browser deletes it once publishing answered.
    expect((await t.send(owner, 'GET', '/api/property-drafts/current')).statusCode).toBe(200);
  });

  it("lets an admin list for an owner, with either one's uploads, and refuses an ownerId that is no owner", async () => {
    const admin = await t.caller('admin');
    const host = await t.caller('owner');
    const adminPhotos = await t.photosOf({ id: admin.id, cookie: admin.cookie }, 3);
    const hostPhotos = await t.photosOf(host, 2);
    const form = completeForm(t.catalog, [...adminPhotos, ...hostPhotos], { title: 'Admin-listed Villa' });

    const res = await t.send(admin, 'POST', '/api/admin/properties', { ...form, ownerId: host.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', isListed: true });
    const hosts = (await t.send(host, 'GET', '/api/owner/properties')).json();
    expect(hosts.map((p: { title: string }) => p.title)).toEqual(['Admin-listed Villa']);

    const customer = await t.caller('customer');
    for (const ownerId of [customer.id, admin.id, '00000000-0000-4000-8000-000000000000'])
      expect(await refusal(admin, { ...form, ownerId }, '/api/admin/properties')).toBe('Owner not found');
    // Another owner's photos are not the admin's to use for this one.
    expect(
      await refusal(admin, { ...completeForm(t.catalog, photos), ownerId: host.id }, '/api/admin/properties'),
    ).toBe('photos: each photo must be an image uploaded for this listing');
  });

  it('finds owners for the admin by name or email, at most 20', async () => {
    const admin = await t.caller('admin');
    const meera = await makeUser(t.handle.db, {
      role: 'owner',
      firstName: 'Meera',
      lastName: 'Nair',
      email: 'meera.host@example.com',
    });
    await makeUser(t.handle.db, { role: 'customer', firstName: 'Meera', email: 'meera.guest@example.com' });
    const byName = await t.send(admin, 'GET', '/api/admin/owners?q=meera%20n');
    expect(byName.json()).toEqual([
      { id: meera.id, firstName: 'Meera', lastName: 'Nair', email: 'meera.host@example.com' },
    ]);
    expect((await t.send(admin, 'GET', '/api/admin/owners?q=MEERA.HOST')).json()).toHaveLength(1);
    expect((await t.send(admin, 'GET', '/api/admin/owners?q=100%25')).json()).toEqual([]);
    for (let i = 0; i < 20; i++) await makeUser(t.handle.db, { role: 'owner' });
    expect((await t.send(admin, 'GET', '/api/admin/owners')).json()).toHaveLength(20);
    expect((await t.send(owner, 'GET', '/api/admin/owners')).statusCode).toBe(401);
  });
});
