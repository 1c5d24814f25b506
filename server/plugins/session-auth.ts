import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/http-error.ts';
import type { SessionScope, UserRow } from '../modules/auth/sessions.repository.ts';
import { resolveSession } from '../modules/auth/sessions.service.ts';

export const SESSION_COOKIE: Record<SessionScope, string> = { user: 'basera_session', admin: 'basera_admin' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The traveller/owner session's user (null when signed out); resolved once per request. */
    currentUser(): Promise<UserRow | null>;
    /** The admin session's user: a separate cookie and login (admin-and-host §2). */
    currentAdmin(): Promise<UserRow | null>;
  }
}

export const sessionAuth = fp(async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const cache = new WeakMap<FastifyRequest, Partial<Record<SessionScope, Promise<UserRow | null>>>>();

  function resolve(request: FastifyRequest, scope: SessionScope) {
    const perRequest = cache.get(request) ?? {};
    cache.set(request, perRequest);
    perRequest[scope] ??= (async () => {
      const token = request.cookies[SESSION_COOKIE[scope]];
      if (!token) return null;
      const user = await resolveSession(db, config, token, scope);
      // An admin session belongs to an admin only; a demoted admin loses it.
      return scope === 'admin' && user?.role !== 'admin' ? null : user;
    })();
    return perRequest[scope];
  }

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    return resolve(this, 'user');
  });
  app.decorateRequest('currentAdmin', function (this: FastifyRequest) {
    return resolve(this, 'admin');
  });
});

/** Cookie options: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
export function sessionCookieOptions(request: FastifyRequest, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    expires,
  };
}

// Route guards (preHandler). The server enforces every permission; the web only mirrors them.
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!(await request.currentUser())) throw unauthorized();
}

export function requireRole(...roles: UserRow['role'][]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden('You do not have permission to do this');
  };
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!(await request.currentAdmin())) throw unauthorized('Admin sign-in required');
}
