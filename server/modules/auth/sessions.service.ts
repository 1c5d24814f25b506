import { createHash, randomBytes } from 'node:crypto';
import { standingOf } from '../../../domain/rules/user-standing.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './sessions.repository.ts';

// Refresh last-seen at most once a minute: idle expiry without a write on every request.
const TOUCH_EVERY_MS = 60_000;

export type OpenedSession = { token: string; expiresAt: Date };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a session and returns its cookie token (only the hash is stored). `tx` joins the
 * caller's transaction, as registration does.
 */
export async function openSession(
  { db, config }: AppDeps,
  userId: string,
  scope: repo.SessionScope,
  userAgent?: string,
  tx: Executor = db,
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionMaxMs);
  await repo.insertSession(tx, {
    id: hashToken(token),
    userId,
    scope,
    expiresAt,
    // Kept for the user's list of sessions; PostgreSQL text cannot hold NUL, which Node's parser
    // refuses in headers anyway but an in-process caller (inject) can still pass.
    userAgent: userAgent?.replaceAll('\u0000', '').slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The signed-in user of a session token, or null when missing, idle too long, past its absolute end,
 * or its user is suspended or banned (a sign-in that raced the sanction opens nothing that works).
 */
export async function resolveSession({ db, config }: AppDeps, token: string, scope: repo.SessionScope) {
  const id = hashToken(token);
  const found = await repo.findSessionWithUser(db, id, scope);
  if (!found) return null;
  const now = Date.now();
  const idleFor = now - found.session.lastSeenAt.getTime();
  if (
    found.session.expiresAt.getTime() <= now ||
    idleFor >= config.sessionIdleMs ||
    standingOf(found.user, new Date(now)).standing !== 'active'
  ) {
    await repo.deleteSession(db, id);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(db, id, new Date(now));
  return found.user;
}

export const closeSession = ({ db }: AppDeps, token: string) => repo.deleteSession(db, hashToken(token));
