import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { memoryMailer } from '../integrations/mail/mailer.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { cookieHeader } from '../testing/test-app.ts';
import { freshDatabase } from '../testing/test-database.ts';
import { requireAdmin, requireRole, requireUser } from './session-auth.ts';

// The route guards every later module uses: the server, not the page, refuses.
describe('route guards', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    handle = await freshDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000' }),
      db: handle.db,
      mailer: memoryMailer(),
      logger: false,
    });
    app.get('/guarded/user', { preHandler: requireUser }, async () => ({ ok: true }));
    app.get('/guarded/owner', { preHandler: requireRole('owner', 'admin') }, async () => ({ ok: true }));
    app.get('/guarded/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
    await app.ready();
    for (const role of ['customer', 'owner', 'admin'] as const) {
      const email = `${role}@example.com`;
      await insertUser(handle.db, { email, role, passwordHash: await hashPassword('Secret123') });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Secret123' },
      });
      cookies[role] = cookieHeader(login);
    }
    const admin = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@example.com', password: 'Secret123' },
    });
    cookies.adminSession = cookieHeader(admin);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const status = async (url: string, cookie?: string) =>
    (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;

  it('refuses anonymous visitors with 401', async () => {
    expect(await status('/guarded/user')).toBe(401);
    expect(await status('/guarded/owner')).toBe(401);
    expect(await status('/guarded/admin')).toBe(401);
  });

  it('lets a signed-in user through requireUser', async () => {
    expect(await status('/guarded/user', cookies.customer)).toBe(200);
  });

  it('refuses a role that may not, with 403 and a message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/guarded/owner',
      headers: { cookie: cookies.customer! },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this' });
    expect(await status('/guarded/owner', cookies.owner)).toBe(200);
  });

  it('admits to admin routes only with an admin session, not an admin traveller session', async () => {
    expect(await status('/guarded/admin', cookies.admin)).toBe(401);
    expect(await status('/guarded/admin', cookies.owner)).toBe(401);
    expect(await status('/guarded/admin', cookies.adminSession)).toBe(200);
  });
});
