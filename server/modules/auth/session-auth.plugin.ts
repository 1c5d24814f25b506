import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../users/index.ts';
import { sessionTokenOf } from './session-cookie.ts';
import type { SessionScope } from './sessions.repository.ts';
import { resolveSession } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The traveller/owner session's user (null when signed out); resolved once per request. */
    currentUser(): Promise<UserRow | null>;
    /** The admin session's user: a separate cookie and login (admin-and-host §2). */
    currentAdmin(): Promise<UserRow | null>;
  }
}

/** Gives every request `currentUser()` and `currentAdmin()`, read from the session cookies. */
export const sessionAuth = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  const cache = new WeakMap<FastifyRequest, Partial<Record<SessionScope, Promise<UserRow | null>>>>();

  function resolve(request: FastifyRequest, scope: SessionScope) {
    const perRequest = cache.get(request) ?? {};
    cache.set(request, perRequest);
    perRequest[scope] ??= (async () => {
      const token = sessionTokenOf(request, scope);
      if (!token) return null;
      const user = await resolveSession(deps, token, scope);
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
