import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftRecord } from '../../../domain/schemas/listings.ts';
import { type Caller, type ListingTestApp, startListingApp } from '../../testing/listing-test-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines)('wizard drafts on %s', (engine) => {
  let t: ListingTestApp;
  let ownerA: Caller;
  let ownerB: Caller;

  const draftOf = async (caller: Caller) => {
    const res = await t.send(caller, 'GET', '/api/property-drafts/current');
    expect(res.statusCode).toBe(200);
    return res.json() as DraftRecord | null;
  };

  beforeAll(async () => {
    t = await startListingApp(engine);
    ownerA = await t.caller('owner');
    ownerB = await t.caller('owner');
  });
  afterAll(() => t.close());

  it('answers 200 with null, not an error, before the first save', async () => {
    const res = await t.send(ownerA, 'GET', '/api/property-drafts/current');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe('null');
  });

  it('creates a draft (201), then a second POST updates the same draft (200, same id)', async () => {
    const first = await t.send(ownerA, 'POST', '/api/property-drafts', {
      draftData: { title: 'Sea view', maxGuests: 4 },
      currentStep: 3,
    });
    expect(first.statusCode, first.body).toBe(201);
    const created: DraftRecord = first.json();
    expect(created).toMatchObject({ draftData: { title: 'Sea view', maxGuests: 4 }, currentStep: 3 });

    const second = await t.send(ownerA, 'POST', '/api/property-drafts', {
      draftData: { title: 'Sea-view Villa', city: 'Anjuna' },
      currentStep: 7,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: created.id,
      draftData: { title: 'Sea-view Villa', city: 'Anjuna' },
      currentStep: 7,
    });
    expect(await draftOf(ownerA)).toMatchObject({ id: created.id, currentStep: 7 });
    expect((await t.send(ownerA, 'GET', `/api/property-drafts/${created.id}`)).json()).toMatchObject({
      id: created.id,
      draftData: { title: 'Sea-view Villa', city: 'Anjuna' },
    });
  });

  it('decides racing first saves in the database: one 201, the rest update the same draft', async () => {
    const racer = await t.caller('owner');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((step) =>
        t.send(racer, 'POST', '/api/property-drafts', { draftData: { bedrooms: step }, currentStep: step }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
  });

  it("keeps owner A's draft from owner B: GET, PUT and DELETE answer 404 and change nothing", async () => {
    const before = (await draftOf(ownerA))!;
    const url = `/api/property-drafts/${before.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { draftData: { title: 'Taken over' }, currentStep: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.send(ownerB, method, url, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Draft not found' });
    }
    expect(await draftOf(ownerA)).toEqual(before);
    expect(await draftOf(ownerB)).toBeNull();
  });

  it('answers 404 "Draft not found" for an unknown id and 400 for a malformed one', async () => {
    const res = await t.send(ownerA, 'GET', `/api/property-drafts/${UNKNOWN_ID}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Draft not found' });
    const bad = await t.send(ownerA, 'GET', '/api/property-drafts/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'params id: must be an id' });
  });

  it('replaces a draft with PUT, then deletes it (204) so /current is null again', async () => {
    const { id } = (await draftOf(ownerA))!;
    const put = await t.send(ownerA, 'PUT', `/api/property-drafts/${id}`, {
      draftData: { title: 'Peaceful Villa', photos: [] },
      currentStep: 11,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id,
      draftData: { title: 'Peaceful Villa', photos: [] },
      currentStep: 11,
    });

    const del = await t.send(ownerA, 'DELETE', `/api/property-drafts/${id}`);
    expect(del.statusCode).toBe(204);
    expect(await draftOf(ownerA)).toBeNull();
    expect((await t.send(ownerA, 'DELETE', `/api/property-drafts/${id}`)).statusCode).toBe(404);
  });

  it('refuses data out of bounds with 400 naming the field, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ draftData: { maxGuests: 21 }, currentStep: 4 }, 'draftData.maxGuests: must be at most 20'],
      [
        { draftData: { pincode: '40350x' }, currentStep: 3 },
        'draftData.pincode: must be digits only, at most 6',
      ],
      [{ draftData: {}, currentStep: 12 }, 'currentStep: must be at most 11'],
      [
        { draftData: { title: 'x'.repeat(33) }, currentStep: 7 },
        'draftData.title: must be at most 32 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.send(ownerB, 'POST', '/api/property-drafts', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await draftOf(ownerB)).toBeNull();
  });

  it('keeps drafts to owners: a customer gets 403, a visitor 401', async () => {
    const customer = await t.caller('customer');
    const calls = [
      ['GET', '/api/property-drafts/current', undefined],
      ['POST', '/api/property-drafts', { draftData: {}, currentStep: 1 }],
      ['GET', `/api/property-drafts/${UNKNOWN_ID}`, undefined],
      ['PUT', `/api/property-drafts/${UNKNOWN_ID}`, { draftData: {}, currentStep: 1 }],
      ['DELETE', `/api/property-drafts/${UNKNOWN_ID}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const refused = await t.send(customer, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have permission to do this' });
      expect((await t.send(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps the admin's draft apart from the owner's, under /api/admin", async () => {
    const admin = await t.caller('admin');
    const saved = await t.send(admin, 'POST', '/api/admin/property-drafts', {
      draftData: { title: 'Admin listing' },
      currentStep: 2,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as DraftRecord;
    expect((await t.send(admin, 'GET', '/api/admin/property-drafts/current')).json()).toMatchObject({ id });
    expect((await t.send(ownerA, 'GET', `/api/property-drafts/${id}`)).statusCode).toBe(404);
    // The admin session is not an owner session: the owner's routes refuse it.
    expect((await t.send(admin, 'GET', '/api/property-drafts/current')).statusCode).toBe(401);
    const del = await t.send(admin, 'DELETE', `/api/admin/property-drafts/${id}`);
    expect(del.statusCode).toBe(204);
  });
});
