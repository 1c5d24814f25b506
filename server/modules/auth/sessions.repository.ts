import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionScope = 'user' | 'admin';
export type { UserRow } from '../users/index.ts';

export async function insertSession(
  db: Executor,
  row: { id: string; userId: string; scope: SessionScope; expiresAt: Date; userAgent?: string },
) {
  await db.insert(sessions).values(row);
}

export async function findSessionWithUser(db: Executor, id: string, scope: SessionScope) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.scope, scope)))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Executor, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteStaleSessions(db: Executor, now: Date, idleBefore: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
}
