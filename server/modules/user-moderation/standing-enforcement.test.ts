import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '../../../domain/rules/user-standing.ts';
import { emptyListingForm } from '../../../domain/schemas/listings.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { type Caller, moderationKit } from '../../testing/moderation-test-kit.ts';
import { sessionScopesOf } from '../../testing/moderation-test-state.repository.ts';
import { day } from '../../testing/reservation-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { requestBooking } from '../bookings/index.ts';
import { publishListing, saveDraft } from '../listings/index.ts';

const DAY = 86_400_000;

describe.each(testEngines)('a sanctioned user on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof moderationKit>;
  let admin: Caller;

  const login = (email: string, password: string) =>
    kit.call('POST', '/api/auth/login', undefined, { email, password });
  const book = (cookie: string, propertyId: string) =>
    kit.call('POST', '/api/bookings', cookie, {
      ...stayBody(propertyId, day(20), day(22)),
      paymentMethod: 'contact',
    });
  const publish = (cookie: string) =>
    kit.call('POST', '/api/properties', cookie, { ...emptyListingForm, status: 'pending' });
  const saveDraftAs = (cookie: string) =>
    kit.call('POST', '/api/property-drafts', cookie, { draftData: {}, currentStep: 1 });
  const searchIds = async () =>
    ((await kit.call('GET', '/api/properties?limit=100')).json() as { id: string }[]).map((c) => c.id);

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '100000' });
    kit = moderationKit(t);
    admin = await kit.signedIn('admin');
  });
  afterAll(() => t.close());

  it('is signed out at once when suspended, and told the end date when signing in again', async () => {
    const user = await makeUser(t.handle.db, { role: 'owner' });
    const signedIn = await login(user.email, user.password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // An admin-scope session row too: every session of theirs ends.
    await makeSession(t.handle.db, user.id, { scope: 'admin' });
    expect(await kit.signedInWith(cookie)).toBe(true);

    const suspended = await kit.sanction(admin, user.id, { kind: 'suspension', days: 7, reason: 'Spam' });
    expect(suspended.statusCode, suspended.body).toBe(201);
    expect((await kit.call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await sessionScopesOf(t.handle.db, user.id)).toEqual([]);

    const again = await login(user.email, user.password);
    const until = indiaDate(suspended.json().endsAt);
    expect(until).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect([again.statusCode, again.json()]).toEqual([
      403,
      { message: `Your account is suspended until ${until}` },
    ]);
    expect(again.cookies.filter((c) => c.value)).toEqual([]);
    // The wrong password says nothing about the account's standing.
    const wrong = await login(user.email, 'Wrong1234');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: 'Invalid email or password' }]);

    // A session that exists anyway (a sign-in racing the sanction) is refused and removed.
    const raced = await makeSession(t.handle.db, user.id);
    const listing = await makeProperty(t.handle.db);
    expect((await kit.call('GET', '/api/auth/user', raced.cookie)).statusCode).toBe(401);
    const anotherRaced = await makeSession(t.handle.db, user.id);
    expect((await book(anotherRaced.cookie, listing.id)).statusCode).toBe(401);
    expect((await publish(anotherRaced.cookie)).statusCode).toBe(401);
    expect((await saveDraftAs(anotherRaced.cookie)).statusCode).toBe(401);
    expect(await sessionScopesOf(t.handle.db, user.id)).toEqual([]);
  });

  it('is refused for good once banned', async () => {
    const user = await makeUser(t.handle.db);
    const session = await makeSession(t.handle.db, user.id);
    const banned = await kit.sanction(admin, user.id, { kind: 'ban', reason: 'Fraud' });
    expect(banned.statusCode, banned.body).toBe(201);
    expect(await kit.signedInWith(session.cookie)).toBe(false);
    const again = await login(user.email, user.password);
    expect([again.statusCode, again.json()]).toEqual([403, { message: 'Your account has been banned' }]);
  });

  it('signs in again once the suspension has ended, with no sweep', async () => {
    const user = await makeUser(t.handle.db, { suspendedUntil: new Date(Date.now() - 1000) });
    const res = await login(user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(await kit.signedInWith(res.cookies.map((c) => `${c.name}=${c.value}`).join('; '))).toBe(true);
  });

  it('cannot book, publish or save a draft even past the session check (403 with the reason)', async () => {
    const { db } = t.handle;
    const { deps } = t.app;
    const until = new Date(Date.now() + 10 * DAY);
    const suspended = await makeUser(db, { role: 'owner', suspendedUntil: until });
    const banned = await makeUser(db, { role: 'owner', bannedAt: new Date() });
    const listing = await makeProperty(db);
    const stay = { ...stayBody(listing.id, day(30), day(32)), pets: 0 };
    for (const [user, message] of [
      [suspended, `Your account is suspended until ${indiaDate(until)}`],
      [banned, 'Your account has been banned'],
    ] as const) {
      await expect(requestBooking(deps, user.id, stay)).rejects.toMatchObject({ statusCode: 403, message });
      await expect(
        publishListing(
          deps,
          { ownerId: user.id, uploaderIds: [user.id] },
          { ...emptyListingForm, status: 'pending' },
        ),
      ).rejects.toMatchObject({ statusCode: 403, message });
      await expect(saveDraft(deps, user.id, { draftData: {}, currentStep: 1 })).rejects.toMatchObject({
        statusCode: 403,
        message,
      });
    }
    // The same stay by someone in good standing goes through.
    const guest = await kit.signedIn();
    expect((await book(guest.cookie, listing.id)).statusCode).toBe(201);
  });

  it('takes a banned owner’s listings out of search, their pages and booking; a suspended owner’s stay', async () => {
    const { db } = t.handle;
    const bannedOwner = await makeUser(db, { role: 'owner' });
    const suspendedOwner = await makeUser(db, { role: 'owner' });
    const gone = await makeProperty(db, { ownerId: bannedOwner.id, title: 'Banned Villa' });
    const kept = await makeProperty(db, { ownerId: suspendedOwner.id, title: 'Suspended Villa' });
    const other = await makeProperty(db, { title: 'Other Villa' });
    const guest = await kit.signedIn();
    expect((await kit.call('POST', `/api/wishlist/${gone.id}`, guest.cookie)).statusCode).toBe(204);
    expect(await searchIds()).toEqual(expect.arrayContaining([gone.id, kept.id, other.id]));

    expect((await kit.sanction(admin, bannedOwner.id, { kind: 'ban', reason: 'Fake' })).statusCode).toBe(201);
    expect(
      (await kit.sanction(admin, suspendedOwner.id, { kind: 'suspension', days: 7, reason: 'Late' }))
        .statusCode,
    ).toBe(201);

    const ids = await searchIds();
    expect(ids).not.toContain(gone.id);
    expect(ids).toEqual(expect.arrayContaining([kept.id, other.id]));
    for (const url of [
      `/api/properties/${gone.id}`,
      `/api/properties/${gone.id}/availability?from=${day(1)}&to=${day(10)}`,
      `/api/properties/${gone.id}/quote?checkIn=${day(5)}&checkOut=${day(7)}&guests=2`,
    ]) {
      const res = await kit.call('GET', url, guest.cookie);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: 'Property not found' }]);
    }
    expect((await kit.call('GET', `/api/properties/${kept.id}`)).statusCode).toBe(200);
    expect((await kit.call('GET', `/property/${gone.id}`)).statusCode).toBe(404);
    const sitemap = (await kit.call('GET', '/sitemap.xml')).body;
    expect(sitemap).not.toContain(gone.id);
    expect(sitemap).toContain(kept.id);

    const booked = await book(guest.cookie, gone.id);
    expect([booked.statusCode, booked.json()]).toEqual([404, { message: 'Property not found' }]);
    expect((await book(guest.cookie, kept.id)).statusCode).toBe(201);
    const wishlist = (await kit.call('GET', '/api/wishlist', guest.cookie)).json() as { id: string }[];
    expect(wishlist.map((c) => c.id)).not.toContain(gone.id);
    // Admins still see it, for the record.
    const adminView = await kit.call('GET', `/api/properties/${gone.id}`, admin.cookie);
    expect(adminView.statusCode).toBe(200);
  });
});
