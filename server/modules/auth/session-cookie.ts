import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionScope } from './sessions.repository.ts';
import type { OpenedSession } from './sessions.service.ts';

/** The traveller/owner session and the admin session have their own cookies (decision 3). */
export const SESSION_COOKIE: Record<SessionScope, string> = { user: 'basera_session', admin: 'basera_admin' };

/**
 * Over HTTPS a cookie carries the browser-enforced prefix: `__Host-` (Secure, this host only, path
 * /) for sessions, `__Secure-` for path-scoped ones. A sibling subdomain or a plain-HTTP page can then
 * not plant or overwrite it; over plain HTTP (local runs) the bare name is used.
 */
export function cookieName(
  request: FastifyRequest,
  name: string,
  prefix: '__Host-' | '__Secure-' = '__Host-',
) {
  return request.protocol === 'https' ? `${prefix}${name}` : name;
}

export const sessionTokenOf = (request: FastifyRequest, scope: SessionScope) =>
  request.cookies[cookieName(request, SESSION_COOKIE[scope])];

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

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
  session: OpenedSession,
) {
  reply.setCookie(
    cookieName(request, SESSION_COOKIE[scope]),
    session.token,
    sessionCookieOptions(request, session.expiresAt),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, scope: SessionScope) {
  reply.clearCookie(cookieName(request, SESSION_COOKIE[scope]), sessionCookieOptions(request));
}

/** The browser's device cookie (decision 24): a year, sent only to the API. */
export const DEVICE_COOKIE = 'basera_device';
const DEVICE_MAX_AGE_S = 365 * 86_400;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  if (!token) return;
  reply.setCookie(cookieName(request, DEVICE_COOKIE, '__Secure-'), token, {
    ...sessionCookieOptions(request),
    path: '/api/',
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** What the auth service needs to know of the client: its user agent and device cookie. */
export const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  deviceToken: request.cookies[cookieName(request, DEVICE_COOKIE, '__Secure-')],
});
