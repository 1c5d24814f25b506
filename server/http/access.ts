import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { m } from '#i18n/messages.js';
import type { UserRow } from '../modules/users/index.ts';
import { forbidden, unauthorized } from './http-error.ts';

// The server enforces every permission; the web only mirrors them. Guards run as onRequest hooks:
// before the body is parsed or validated, so a refused caller learns nothing about its shape.
type Guard = (request: FastifyRequest) => Promise<void>;

export const requireUser: Guard = async (request) => {
  if (!(await request.currentUser())) throw unauthorized();
};

export function requireRole(...roles: UserRow['role'][]): Guard {
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden(m.server_no_permission());
  };
}

/** The admin identity is its own session (decision 3): a traveller session of an admin is not it. */
export const requireAdmin: Guard = async (request) => {
  if (!(await request.currentAdmin())) throw unauthorized(m.server_admin_sign_in_required());
};

/** The browser says the request comes from another site's page (Sec-Fetch-Site): refused. */
export const refuseCrossSite: Guard = async (request) => {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(m.server_cross_site_refused());
};

/**
 * A route subtree behind one guard: every route the given plugins register (now or later) is
 * refused to callers the guard turns away. Register it under a prefix, e.g. `{ prefix: '/admin' }`.
 */
export function guardedScope(guard: Guard, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', guard);
    for (const plugin of routes) await scope.register(plugin);
  };
}
