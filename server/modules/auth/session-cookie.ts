import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionScope } from './sessions.repository.ts';
import type { OpenedSession } from './sessions.service.ts';

/** The traveller/owner session and the admin session have their own cookies (decision 3). */
export const SESSION_COOKIE: Record<SessionScope, string> = { user: 'basera_session', admin: 'basera_admin' };

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
  reply.setCookie(SESSION_COOKIE[scope], session.token, sessionCookieOptions(request, session.expiresAt));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, scope: SessionScope) {
  reply.clearCookie(SESSION_COOKIE[scope], sessionCookieOptions(request));
}

/** The browser's device cookie (decision 24): a year, sent only to the API. */
export const DEVICE_COOKIE = 'basera_device';
const DEVICE_MAX_AGE_S = 365 * 86_400;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  if (!token) return;
  reply.setCookie(DEVICE_COOKIE, token, {
    ...sessionCookieOptions(request),
    path: '/api/',
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** What the auth service needs to know of the client: its user agent and device cookie. */
export const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  deviceToken: request.cookies[DEVICE_COOKIE],
});
