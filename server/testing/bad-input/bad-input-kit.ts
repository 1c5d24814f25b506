import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signIn } from '../auth-helpers.ts';
import { makeUser } from '../factories.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import type { Engine } from '../test-database.ts';
import { requestEffects } from './request-effects.repository.ts';

/**
 * The API's promise to clients: bad input gets a clear 4xx JSON `{ message }`, changes nothing,
 * and never a 500. The bad-input tests walk every operation of the OpenAPI document with this kit.
 */

export const LONG = 'x'.repeat(10_000);

export type BadInputApp = TestApp & {
  /** Cookies that let a request past any route guard: the owner's for owners' paths, else customer + admin. */
  cookieFor(url: string): string;
  customerCookie: string;
  adminCookie: string;
};

/**
 * Paths only an owner may write to: /api/owner, the wizard's drafts and publishing (POST
 * /api/properties). Their bad bodies must reach validation, not stop at 403, whichever requests ran
 * before (the customer turns owner if an earlier profile update is accepted).
 */
const ownersOnly = (url: string) =>
  url.startsWith('/api/owner/') || url.startsWith('/api/property-drafts') || url === '/api/properties';

/** The app with accounts whose credentials are the login examples, so example bodies sign in. */
export async function startBadInputApp(engine: Engine): Promise<BadInputApp> {
  const t = await startTestApp(engine, { RATE_LIMIT_MAX: '100000' });
  const db = t.handle.db;
  const customer = await makeUser(db, { email: 'asha@example.com', password: 'Secret123' });
  const admin = await makeUser(db, { role: 'admin', email: 'admin@example.com', password: 'Admin1234' });
  const owner = await makeUser(db, { role: 'owner' });
  const customerCookie = await signIn(t.app, customer);
  const adminCookie = await signIn(t.app, admin, 'admin');
  const ownerCookie = await signIn(t.app, owner);
  return {
    ...t,
    customerCookie,
    adminCookie,
    cookieFor: (url) => (ownersOnly(url) ? ownerCookie : `${customerCookie}; ${adminCookie}`),
  };
}

/**
 * Everything a request could change: accounts (every column, as a digest), sessions, reset links and
 * queued mail. One statement: the bad-input matrix takes two of these per refused request.
 */
export async function snapshot(t: TestApp) {
  // Work an earlier answer left running (a reset mail being queued) lands first.
  await t.app.deps.background.drain();
  return requestEffects(t.handle.db);
}

export function expectJsonMessage(res: LightMyRequestResponse) {
  const shown = res.body.slice(0, 300);
  expect(res.headers['content-type'], shown).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body), shown).toEqual(['message']);
  expect(typeof body.message, shown).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body.message as string;
}

/** A client error: 4xx, JSON `{ message }`. */
export function expectClientError(res: LightMyRequestResponse) {
  const shown = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, shown).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, shown).toBeLessThan(500);
  return expectJsonMessage(res);
}

/** Sends a bad request and checks it was refused with a clear 4xx, set no cookie and changed nothing. */
export async function expectRefused(t: TestApp, send: () => Promise<LightMyRequestResponse>) {
  const before = await snapshot(t);
  const res = await send();
  const message = expectClientError(res);
  expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
  expect(await snapshot(t)).toEqual(before);
  return message;
}
