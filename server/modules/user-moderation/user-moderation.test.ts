import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '../../../domain/rules/user-standing.ts';
import type { AdminUserDetail, AdminUserPage, AdminUserRow } from '../../../domain/schemas/admin-users.ts';
import { makeBooking, makeProperty, makeUser } from '../../testing/factories.ts';
import { type Caller, moderationKit } from '../../testing/moderation-test-kit.ts';
import {
  sanctionRowsOf,
  sessionScopesOf,
  standingRow,
} from '../../testing/moderation-test-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const DAY = 86_400_000;
const UNKNOWN = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe.each(testEngines)('admin: users and the guidelines ladder on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof moderationKit>;
  let admin: Caller;

  const page = async (query: string): Promise<AdminUserPage> => {
    const res = await kit.call('GET', `/api/admin/users${query}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const detail = async (id: string): Promise<AdminUserDetail> => {
    const res = await kit.call('GET', `/api/admin/users/${id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const setRole = (id: string, role: string, by = admin) =>
    kit.call('PATCH', `/api/admin/users/${id}`, by.cookie, { role });

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = moderationKit(t);
    admin = await kit.signedIn('admin', { firstName: 'Asha', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  it('lists users newest joined first, 20 a page, searched by name or email in any case, by role', async () => {
    const { db } = t.handle;
    const start = Date.now() - 100 * DAY;
    const made = [];
    for (let i = 0; i < 22; i++)
      made.push(
        await makeUser(db, {
          role: i % 3 === 0 ? 'owner' : 'customer',
          firstName: i === 5 ? 'Meera' : 'Pager',
          lastName: i === 5 ? 'Nair' : `Number${i}`,
          email: `pager-${i}@example.com`,
          createdAt: new Date(start + i * DAY),
        }),
      );
    const newestFirst = [...made].reverse().map((u) => u.id);

    const first = await page('?q=pager');
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 20));
    const second = await page('?q=PAGER&page=2');
    expect(second.users.map((u) => u.id)).toEqual(newestFirst.slice(20));
    expect(await page('?q=pager&page=3')).toEqual({ users: [], total: 22, page: 3, pageSize: 20 });

    // Name (first and last together) or email, any case; LIKE's wildcards are plain characters.
    expect((await page('?q=meera%20NAIR')).users.map((u) => u.id)).toEqual([made[5]!.id]);
    expect((await page('?q=Pager-13%40EXAMPLE')).users.map((u) => u.id)).toEqual([made[13]!.id]);
    expect((await page('?q=%25')).total).toBe(0);
    expect((await page('?q=pager_1')).total).toBe(0);

    const owners = await page('?q=pager&role=owner');
    expect(owners.total).toBe(8);
    expect(owners.users.every((u) => u.role === 'owner')).toBe(true);

    expect(first.users.at(-1)).toEqual({
      id: made[2]!.id,
      name: 'Pager Number2',
      email: 'pager-2@example.com',
      role: 'customer',
      joinedAt: made[2]!.createdAt.toISOString(),
      listingCount: 0,
      bookingCount: 0,
      standing: 'active',
      suspendedUntil: null,
    });
  });

  it('counts the listings a user owns (any status) and the bookings they made as a guest', async () => {
    const { db } = t.handle;
    const host = await makeUser(db, { role: 'owner', email: 'counted-host@example.com' });
    await makeProperty(db, { ownerId: host.id });
    await makeProperty(db, { ownerId: host.id, status: 'pending' });
    const listing = await makeProperty(db, { ownerId: host.id, status: 'rejected' });
    await makeBooking(db, { guestId: host.id, checkIn: '2027-01-10', checkOut: '2027-01-12' });
    await makeBooking(db, {
      guestId: host.id,
      status: 'cancelled',
      checkIn: '2027-02-10',
      checkOut: '2027-02-12',
    });
    // A booking of their listing by someone else is not one they made.
    await makeBooking(db, { propertyId: listing.id, checkIn: '2027-03-10', checkOut: '2027-03-12' });
    const [row] = (await page('?q=counted-host')).users;
    expect(row).toMatchObject({ listingCount: 3, bookingCount: 2 });
  });

  it('refuses bad queries with a clear 400', async () => {
    for (const [query, message] of [
      ['?page=0', 'querystring page: page must be a whole number from 1'],
      ['?role=boss', 'querystring role: role must be customer, owner or admin'],
      [`?q=${'a'.repeat(101)}`, 'querystring q: Search must be at most 100 characters'],
    ]) {
      const res = await kit.call('GET', `/api/admin/users${query}`, admin.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('shows one user with their sanctions, newest first, naming the admin who gave each', async () => {
    const user = await kit.signedIn('customer', { firstName: 'Ravi', lastName: 'Kumar' });
    expect((await detail(user.id)).sanctions).toEqual([]);
    const warned = await kit.sanction(admin, user.id, { kind: 'warning', reason: 'Rude messages to a host' });
    expect(warned.statusCode, warned.body).toBe(201);
    const suspended = await kit.sanction(admin, user.id, {
      kind: 'suspension',
      days: 7,
      reason: '  Rude messages again  ',
    });
    expect(suspended.statusCode, suspended.body).toBe(201);

    const shown = await detail(user.id);
    expect(shown).toMatchObject({ id: user.id, name: 'Ravi Kumar', standing: 'suspended' });
    expect(shown.suspendedUntil).toBe(suspended.json().endsAt);
    expect(shown.sanctions).toEqual([suspended.json(), warned.json()]);
    expect(shown.sanctions.map((s) => [s.kind, s.reason, s.days, s.givenBy])).toEqual([
      ['suspension', 'Rude messages again', 7, 'Asha Admin'],
      ['warning', 'Rude messages to a host', null, 'Asha Admin'],
    ]);

    const unknown = await kit.call('GET', `/api/admin/users/${UNKNOWN}`, admin.cookie);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'User not found' }]);
    const malformed = await kit.call('GET', '/api/admin/users/42', admin.cookie);
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { message: 'params id: must be a user id' },
    ]);
  });

  it('changes roles, but never the acting admin’s own, an owner’s with listings, or a sanctioned user to admin', async () => {
    const { db } = t.handle;
    const customer = await kit.signedIn('customer');
    const res = await setRole(customer.id, 'owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserRow>()).toMatchObject({ id: customer.id, role: 'owner', listingCount: 0 });
    expect((await setRole(customer.id, 'owner')).json().role).toBe('owner');

    const own = await setRole(admin.id, 'customer');
    expect([own.statusCode, own.json()]).toEqual([409, { message: 'You cannot remove your own admin role' }]);
    expect((await standingRow(db, admin.id)).role).toBe('admin');
    expect((await kit.call('GET', '/api/admin/user', admin.cookie)).statusCode).toBe(200);

    const host = await kit.signedIn('owner');
    await makeProperty(db, { ownerId: host.id });
    const withListings = await setRole(host.id, 'customer');
    expect([withListings.statusCode, withListings.json()]).toEqual([
      409,
      { message: 'This owner has 1 listing: an owner stays an owner while they have listings' },
    ]);
    expect((await setRole(host.id, 'admin')).statusCode).toBe(409);
    expect((await standingRow(db, host.id)).role).toBe('owner');

    const banned = await makeUser(db, { bannedAt: new Date() });
    const promoted = await setRole(banned.id, 'admin');
    expect([promoted.statusCode, promoted.json()]).toEqual([
      409,
      { message: 'A suspended or banned user cannot be made an admin' },
    ]);
    expect((await standingRow(db, banned.id)).role).toBe('customer');

    // Another admin made a customer loses the admin session at once.
    const other = await kit.signedIn('admin');
    expect((await setRole(other.id, 'customer')).json().role).toBe('customer');
    expect((await kit.call('GET', '/api/admin/users', other.cookie)).statusCode).toBe(401);

    const unknown = await setRole(UNKNOWN, 'owner');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'User not found' }]);
    const bad = await setRole(customer.id, 'superuser');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'role: role must be customer, owner or admin' },
    ]);
  });

  it('refuses a sanction with bad input, changing nothing and mailing nobody', async () => {
    const user = await kit.signedIn();
    for (const [body, message] of [
      [{ kind: 'suspension', days: 6, reason: 'Spam' }, 'days: A suspension lasts 7 to 30 days'],
      [{ kind: 'suspension', days: 31, reason: 'Spam' }, 'days: A suspension lasts 7 to 30 days'],
      [{ kind: 'suspension', reason: 'Spam' }, 'days: Days must be a whole number from 7 to 30'],
      [{ kind: 'suspension', days: 7.5, reason: 'Spam' }, 'days: Days must be a whole number from 7 to 30'],
      [{ kind: 'suspension', days: 7 }, 'reason: Reason is required'],
      [{ kind: 'warning', reason: '   ' }, 'reason: Reason is required'],
      [{ kind: 'ban', reason: 'x'.repeat(1001) }, 'reason: Reason must be at most 1000 characters'],
      [{ kind: 'timeout', reason: 'Spam' }, 'kind: kind must be warning, suspension or ban'],
      [{ reason: 'Spam' }, 'kind: kind must be warning, suspension or ban'],
    ] as const) {
      const res = await kit.sanction(admin, user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await sanctionRowsOf(t.handle.db, user.id)).toEqual([]);
    expect(await standingRow(t.handle.db, user.id)).toMatchObject({ suspendedUntil: null, bannedAt: null });
    expect(await kit.signedInWith(user.cookie)).toBe(true);
    expect(await kit.mailsTo(user.email)).toEqual([]);
  });

  it('warns (history and a mail), suspends (replacing a running suspension) and bans, ending sessions', async () => {
    const { db } = t.handle;
    const user = await kit.signedIn('owner', { firstName: 'Kiran' });

    const warned = await kit.sanction(admin, user.id, { kind: 'warning', reason: 'Misleading photos' });
    expect(warned.statusCode, warned.body).toBe(201);
    expect(warned.json()).toMatchObject({ kind: 'warning', days: null, endsAt: null, givenBy: 'Asha Admin' });
    expect(await kit.signedInWith(user.cookie)).toBe(true);
    expect((await detail(user.id)).standing).toBe('active');
    const [warning] = await kit.mailsTo(user.email);
    expect(warning?.subject).toBe('A warning about your Basera account');
    expect(warning?.text).toContain('Hello Kiran,');
    expect(warning?.text).toContain('The reason:\nMisleading photos');

    const before = Date.now();
    const suspended = await kit.sanction(admin, user.id, {
      kind: 'suspension',
      days: 7,
      reason: 'Fake listing',
    });
    expect(suspended.statusCode, suspended.body).toBe(201);
    const endsAt = new Date(suspended.json().endsAt).getTime();
    expect(endsAt).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect((await standingRow(db, user.id)).suspendedUntil?.getTime()).toBe(endsAt);
    expect(await kit.signedInWith(user.cookie)).toBe(false);
    const until = indiaDate(new Date(endsAt));
    const suspensionMail = (await kit.mailsTo(user.email)).at(-1);
    expect(suspensionMail?.subject).toBe(`Your Basera account is suspended until ${until}`);
    expect(suspensionMail?.text).toContain(`suspended your account until ${until}`);
    expect(suspensionMail?.text).toContain('The reason:\nFake listing');

    // A second suspension replaces the first: it runs its days from now.
    const longer = await kit.sanction(admin, user.id, { kind: 'suspension', days: 30, reason: 'Again' });
    expect(longer.statusCode, longer.body).toBe(201);
    expect((await detail(user.id)).suspendedUntil).toBe(longer.json().endsAt);

    const session = await kit.signedIn('customer');
    const banned = await kit.sanction(admin, session.id, { kind: 'ban', reason: 'Fraud' });
    expect(banned.statusCode, banned.body).toBe(201);
    expect(banned.json()).toMatchObject({ kind: 'ban', days: null, endsAt: null, reason: 'Fraud' });
    expect((await standingRow(db, session.id)).bannedAt).not.toBeNull();
    expect(await kit.signedInWith(session.cookie)).toBe(false);
    expect(await sessionScopesOf(db, session.id)).toEqual([]);
    expect((await detail(session.id)).standing).toBe('banned');
    const banMail = (await kit.mailsTo(session.email)).at(-1);
    expect(banMail?.subject).toBe('Your Basera account has been banned');
    expect(banMail?.text).toContain('The reason:\nFraud');

    for (const body of [
      { kind: 'ban', reason: 'Fraud again' },
      { kind: 'warning', reason: 'Fraud again' },
      { kind: 'suspension', days: 7, reason: 'Fraud again' },
    ]) {
      const again = await kit.sanction(admin, session.id, body);
      expect([again.statusCode, again.json()]).toEqual([409, { message: 'This user is already banned' }]);
    }
    expect(await sanctionRowsOf(db, session.id)).toHaveLength(1);
  });

  it('refuses to sanction yourself, another admin, or someone unknown', async () => {
    const self = await kit.sanction(admin, admin.id, { kind: 'warning', reason: 'Test' });
    expect([self.statusCode, self.json()]).toEqual([409, { message: 'You cannot sanction yourself' }]);
    const other = await kit.signedIn('admin');
    const peer = await kit.sanction(admin, other.id, { kind: 'ban', reason: 'Test' });
    expect([peer.statusCode, peer.json()]).toEqual([
      409,
      { message: 'An admin cannot be sanctioned; change their role first' },
    ]);
    expect(await kit.signedInWith(other.cookie.replace('basera_admin', 'basera_session'))).toBe(false);
    expect((await kit.call('GET', '/api/admin/user', other.cookie)).statusCode).toBe(200);
    expect(await sanctionRowsOf(t.handle.db, other.id)).toEqual([]);
    const unknown = await kit.sanction(admin, UNKNOWN, { kind: 'warning', reason: 'Test' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'User not found' }]);
  });

  it('answers visitors, customers and owners 401 on every users route (the admin identity is separate)', async () => {
    const customer = await kit.signedIn('customer');
    const owner = await kit.signedIn('owner');
    const target = customer.id;
    for (const cookie of [undefined, customer.cookie, owner.cookie]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/users', undefined],
        ['GET', `/api/admin/users/${target}`, undefined],
        ['PATCH', `/api/admin/users/${target}`, { role: 'admin' }],
        ['POST', `/api/admin/users/${target}/sanctions`, { kind: 'ban', reason: 'x' }],
      ] as const) {
        const res = await kit.call(method, url, cookie, body);
        expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
          401,
          { message: 'Admin sign-in required' },
        ]);
      }
    }
    expect(await standingRow(t.handle.db, target)).toEqual({
      role: 'customer',
      suspendedUntil: null,
      bannedAt: null,
    });
  });
});
