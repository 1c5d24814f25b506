import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, AdminStats, SystemCheck } from '../../../domain/schemas/admin.ts';
import { mailOutbox } from '../../db/schema.ts';
import { makeBooking, makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import * as dashboard from './admin-dashboard.service.ts';

// 23 Nov 2026 in India; the month began at 31 Oct 18:30 UTC.
const NOW = new Date('2026-11-23T06:00:00Z');
const LAST_MONTH = new Date('2026-10-31T18:15:00Z'); // 23:45 on 31 Oct in India
const THIS_MONTH = new Date('2026-10-31T18:45:00Z'); // 00:15 on 1 Nov in India

describe.each(testEngines)('the admin dashboard on %s', (engine) => {
  let t: TestApp;
  let adminCookie: string;
  const get = (url: string, cookie = adminCookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const admin = await makeUser(t.handle.db, { role: 'admin', createdAt: LAST_MONTH });
    adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  it('counts listings, users and bookings, "this month" by the calendar in India', async () => {
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner', createdAt: THIS_MONTH });
    const guest = await makeUser(db, { createdAt: LAST_MONTH });
    await makeUser(db, { createdAt: NOW });
    const old = await makeProperty(db, { ownerId: owner.id, createdAt: LAST_MONTH });
    const fresh = await makeProperty(db, { ownerId: owner.id, status: 'pending', createdAt: THIS_MONTH });
    await makeProperty(db, { ownerId: owner.id, status: 'rejected', createdAt: NOW });
    const stay = { guestId: guest.id, checkIn: '2026-12-01', checkOut: '2026-12-03' };
    await makeBooking(db, { ...stay, propertyId: old.id, createdAt: LAST_MONTH });
    await makeBooking(db, { ...stay, propertyId: fresh.id, createdAt: THIS_MONTH });

    const expected: AdminStats = {
      totalProperties: 3,
      newPropertiesThisMonth: 2,
      totalUsers: 4, // the admin too
      newUsersThisMonth: 2,
      pendingApprovals: 1,
      totalBookings: 2,
      newBookingsThisMonth: 1,
    };
    expect(await dashboard.stats(t.handle, NOW)).toEqual(expected);

    // Through the route (now is today): the totals are the same.
    const res = await get('/api/admin/stats');
    expect(res.statusCode, res.body).toBe(200);
    const live = res.json() as AdminStats;
    expect(live).toMatchObject({ totalProperties: 3, totalUsers: 4, pendingApprovals: 1, totalBookings: 2 });
  });

  it('shows the newest events of every kind, newest first, with their sentences', async () => {
    const res = await get('/api/admin/activity');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as ActivityItem[];
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse());
    const kinds = new Set(items.map((i) => i.kind));
    expect(kinds).toEqual(new Set(['listing_submitted', 'booking_made', 'user_joined']));
    expect(items.find((i) => i.kind === 'listing_submitted')!.text).toMatch(/^Owner Tester submitted "/);
  });

  it('checks the database, storage, payments and the mail outbox for real', async () => {
    const res = await get('/api/admin/system-status');
    expect(res.statusCode, res.body).toBe(200);
    const checks = res.json() as SystemCheck[];
    expect(checks.map((c) => c.name)).toEqual([
      'Database',
      'Storage',
      'Payments',
      'Mail outbox',
      'Job queue',
    ]);
    expect(checks[0]).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^Reachable \(\d+ ms\)$/),
    });
    expect(checks[1]).toEqual({ name: 'Storage', status: 'ok', detail: 'Uploads can be stored' });
    expect(checks[2]).toEqual({ name: 'Payments', status: 'warning', detail: 'Simulated: no money moves' });
    expect(checks[3]).toEqual({ name: 'Mail outbox', status: 'ok', detail: 'Nothing waiting' });
    expect(checks[4]).toEqual({ name: 'Job queue', status: 'ok', detail: 'No dead jobs', deadJobs: [] });

    // Mail that is waiting shows as a backlog.
    await t.handle.db.insert(mailOutbox).values({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    const after = (await get('/api/admin/system-status')).json() as SystemCheck[];
    expect(after[3]).toEqual({ name: 'Mail outbox', status: 'ok', detail: '1 waiting' });
  });

  it('answers only the admin identity: a customer’s or owner’s session is not enough', async () => {
    const { db } = t.handle;
    for (const role of ['customer', 'owner'] as const) {
      const user = await makeUser(db, { role });
      const { cookie } = await makeSession(db, user.id);
      for (const url of ['/api/admin/stats', '/api/admin/activity', '/api/admin/system-status']) {
        expect((await get(url, cookie)).statusCode).toBe(401);
      }
    }
    expect((await get('/api/admin/stats', '')).statusCode).toBe(401);
  });
});
