import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '#i18n/messages.js';
import type { AdminUserDetail, Sanction } from '../../../domain/schemas/admin-users.ts';
import { makeProperty, makeUser } from '../../testing/factories.ts';
import { type Caller, moderationKit } from '../../testing/moderation-test-kit.ts';
import { standingRow } from '../../testing/moderation-test-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const APPEAL = 'Appeal accepted: the reported messages were sent by someone else.';

describe.each(testEngines)('lifting a suspension or a ban early on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof moderationKit>;
  let admin: Caller;

  const reinstate = (id: string, body: object = { reason: APPEAL }) =>
    kit.call('POST', `/api/admin/users/${id}/reinstatement`, admin.cookie, body);
  const login = (email: string, password: string) =>
    kit.call('POST', '/api/auth/login', undefined, { email, password });
  const searchIds = async () =>
    ((await kit.call('GET', '/api/properties?limit=100')).json() as { id: string }[]).map((c) => c.id);

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '100000' });
    kit = moderationKit(t);
    admin = await kit.signedIn('admin', { firstName: 'Asha', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  it('lifts a ban: the owner signs in again, their listing is back in search, and they are told', async () => {
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner', firstName: 'Farhan', email: 'farhan.host@example.in' });
    const listing = await makeProperty(db, { ownerId: owner.id, title: 'Reinstated Villa' });
    expect(
      (await kit.sanction(admin, owner.id, { kind: 'ban', reason: 'Reported for fraud' })).statusCode,
    ).toBe(201);
    expect(await searchIds()).not.toContain(listing.id);

    const res = await reinstate(owner.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'reinstatement',
      reason: APPEAL,
      days: null,
      endsAt: null,
      givenBy: 'Asha Admin',
    } satisfies Partial<Sanction>);
    expect(await standingRow(db, owner.id)).toEqual({ role: 'owner', suspendedUntil: null, bannedAt: null });
    expect(await searchIds()).toContain(listing.id);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    const detail = (
      await kit.call('GET', `/api/admin/users/${owner.id}`, admin.cookie)
    ).json() as AdminUserDetail;
    expect(detail.standing).toBe('active');
    expect(detail.sanctions.map((s) => s.kind)).toEqual(['reinstatement', 'ban']);
    const mails = await kit.mailsTo('farhan.host@example.in');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Basera account has been banned',
      'Your Basera account is active again',
    ]);
    expect(mails[1]?.text).toContain(APPEAL);
  });

  it('lifts a running suspension: the traveller signs in at once, and may be sanctioned again later', async () => {
    const user = await makeUser(t.handle.db);
    await kit.sanction(admin, user.id, { kind: 'suspension', days: 14, reason: 'Rude messages' });
    expect((await login(user.email, user.password)).statusCode).toBe(403);

    expect((await reinstate(user.id)).statusCode).toBe(201);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const again = await kit.sanction(admin, user.id, { kind: 'suspension', days: 7, reason: 'Rude again' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
  });

  it('refuses a user in good standing (409), a missing reason (400) and an unknown user (404), changing nothing', async () => {
    const user = await makeUser(t.handle.db, { email: 'good.standing@example.in' });
    await kit.sanction(admin, user.id, { kind: 'warning', reason: 'Late cancellation' });
    const refused = await reinstate(user.id);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: m.server_not_sanctioned() }]);

    const suspended = await makeUser(t.handle.db);
    await kit.sanction(admin, suspended.id, { kind: 'suspension', days: 7, reason: 'Spam' });
    const before = await standingRow(t.handle.db, suspended.id);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await reinstate(suspended.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain('Reason is required');
    }
    expect(await standingRow(t.handle.db, suspended.id)).toEqual(before);

    const unknown = await reinstate('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'User not found' }]);
    const mails = await kit.mailsTo('good.standing@example.in');
    expect(mails.map((m) => m.subject)).toEqual(['A warning about your Basera account']);
  });
});
