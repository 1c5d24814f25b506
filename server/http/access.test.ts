import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { memoryMailer } from '../integrations/mail/mailer.ts';
import { signIn } from '../testing/auth-helpers.ts';
import { makeUser } from '../testing/factories.ts';
import { freshDatabase } from '../testing/test-database.ts';
import { guardedScope, requireAdmin, requireRole, requireUser } from './access.ts';

type Caller = 'visitor' | 'customer' | 'owner' | 'adminAsTraveller' | 'admin';
const CALLERS: Caller[] = ['visitor', 'customer', 'owner', 'adminAsTraveller', 'admin'];

/** What each caller gets from a route subtree: a refusal status, or 'in' (past the guard). */
const ADMIN_AREA: Record<Caller, 401 | 403 | 'in'> = {
  visitor: 401,
  customer: 401,
  owner: 401,
  adminAsTraveller: 401, // an admin's traveller session is not the admin identity (decision 3)
  admin: 'in',
};
const OWNER_AREA: Record<Caller, 401 | 403 | 'in'> = {
  visitor: 401,
  customer: 403,
  owner: 'in',
  adminAsTraveller: 403,
  admin: 401, // the admin session alone is no traveller session
};

// A probe with a body schema: a refused caller must not learn the body's shape.
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post('/probe', { schema: { body: z.object({ secretField: z.string() }) } }, async () => ({ ok: true }));
};

describe('access by route subtree', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    handle = await freshDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000' }),
      db: handle.db,
      mailer: memoryMailer(),
      logger: false,
    });
    // The same scopes the app uses, around probe routes the app does not have.
    await app.register(guardedScope(requireUser, [probe]), { prefix: '/probe/user' });
    await app.register(guardedScope(requireRole('owner'), [probe]), { prefix: '/probe/owner' });
    await app.register(guardedScope(requireAdmin, [probe]), { prefix: '/probe/admin' });
    await app.ready();
    const [customer, owner, admin] = await Promise.all(
      (['customer', 'owner', 'admin'] as const).map((role) => makeUser(handle.db, { role })),
    );
    cookies.customer = await signIn(app, customer!);
    cookies.owner = await signIn(app, owner!);
    cookies.adminAsTraveller = await signIn(app, admin!);
    cookies.admin = await signIn(app, admin!, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** Calls a route as `caller`; writes carry a malformed body, so an admitted caller gets a 400. */
  const call = (caller: Caller, method: string, url: string) =>
    app.inject({
      method: method as 'GET',
      url: url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x'),
      headers: {
        ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
        ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
      },
      payload: method === 'GET' || method === 'HEAD' ? undefined : '{"secretField": ',
    });

  async function expectAccess(caller: Caller, method: string, url: string, expected: 401 | 403 | 'in') {
    const res = await call(caller, method, url);
    const what = `${caller} ${method} ${url}: ${res.statusCode} ${res.body}`;
    if (expected === 'in') {
      expect([401, 403], what).not.toContain(res.statusCode);
      return;
    }
    expect(res.statusCode, what).toBe(expected);
    if (method !== 'HEAD') {
      expect(Object.keys(res.json()), what).toEqual(['message']);
      expect(res.body, what).not.toMatch(/secretField|JSON/);
    }
  }

  it('refuses before reading the body: the probes answer every caller as the areas promise', async () => {
    for (const caller of CALLERS) {
      await expectAccess(caller, 'POST', '/probe/admin/probe', ADMIN_AREA[caller]);
      await expectAccess(caller, 'POST', '/probe/owner/probe', OWNER_AREA[caller]);
      await expectAccess(
        caller,
        'POST',
        '/probe/user/probe',
        caller === 'visitor' || caller === 'admin' ? 401 : 'in',
      );
    }
  });

  it('says why, in words, when a role may not', async () => {
    const res = await call('customer', 'POST', '/probe/owner/probe');
    expect(res.json()).toEqual({ message: 'You do not have permission to do this' });
    expect((await call('visitor', 'POST', '/probe/admin/probe')).json()).toEqual({
      message: 'Admin sign-in required',
    });
  });

  it('guards every registered route under /api/admin (but the login) and /api/owner', async () => {
    const areas = app.registeredRoutes
      .map((route) => ({
        ...route,
        rules:
          route.url.startsWith('/api/admin/') && route.url !== '/api/admin/login'
            ? ADMIN_AREA
            : route.url.startsWith('/api/owner/')
              ? OWNER_AREA
              : null,
      }))
      .filter((route) => route.rules !== null);
    // The walk is not empty: today the admin session's own routes are in it.
    expect(areas.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/user', 'POST /api/admin/logout']),
    );
    for (const { method, url, rules } of areas) {
      for (const caller of CALLERS) await expectAccess(caller, method, url, rules![caller]);
    }
  });

  it('answers the admin 2xx on every admin read that needs no id', async () => {
    const reads = app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/admin/') && !r.url.includes(':'),
    );
    expect(reads.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/admin/stats', '/api/admin/user']));
    for (const { url } of reads) {
      const res = await call('admin', 'GET', url);
      const what = `GET ${url}: ${res.statusCode} ${res.body}`;
      expect(res.statusCode >= 200 && res.statusCode < 300, what).toBe(true);
    }
  });
});
