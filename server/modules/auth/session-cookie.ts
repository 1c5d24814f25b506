import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/session-auth.ts';
import type { SessionScope } from './sessions.repository.ts';
import { closeSession, openSession } from './sessions.service.ts';

/** Opens a session for the user and sets its cookie on the reply. */
export async function signIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  scope: SessionScope,
) {
  const { token, expiresAt } = await openSession(
    deps.db,
    deps.config,
    userId,
    scope,
    request.headers['user-agent'],
  );
  reply.setCookie(SESSION_COOKIE[scope], token, sessionCookieOptions(request, expiresAt));
}

/** Ends the request's session of this scope (if any) and clears its cookie. */
export async function signOut(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
) {
  const token = request.cookies[SESSION_COOKIE[scope]];
  if (token) await closeSession(deps.db, token);
  reply.clearCookie(SESSION_COOKIE[scope], sessionCookieOptions(request));
}

/** Where links in mails point: PUBLIC_URL when set, else the address the request came to. */
export const appUrl = (deps: AppDeps, request: FastifyRequest) =>
  deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
