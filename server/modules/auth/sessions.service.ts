import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as repo from './sessions.repository.ts';

// Refresh last-seen at most once a minute: idle expiry without a write on every request.
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the cookie token (only its hash is stored). */
export async function openSession(
  db: Database,
  config: Config,
  userId: string,
  scope: repo.SessionScope,
  userAgent?: string,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionMaxMs);
  await repo.insertSession(db, {
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

/** The signed-in user of a session token, or null when missing, idle too long or past its absolute end. */
export async function resolveSession(db: Database, config: Config, token: string, scope: repo.SessionScope) {
  const id = hashToken(token);
  const found = await repo.findSessionWithUser(db, id, scope);
  if (!found) return null;
  const now = Date.now();
  const idleFor = now - found.session.lastSeenAt.getTime();
  if (found.session.expiresAt.getTime() <= now || idleFor >= config.sessionIdleMs) {
    await repo.deleteSession(db, id);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(db, id, new Date(now));
  return found.user;
}

export const closeSession = (db: Database, token: string) => repo.deleteSession(db, hashToken(token));
