import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, userSanctions, users } from '../db/schema.ts';

// What the moderation tests read directly in the database: a user's row, sessions and sanctions.

export async function standingRow(db: Executor, id: string) {
  const [row] = await db
    .select({ role: users.role, suspendedUntil: users.suspendedUntil, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

export const sessionScopesOf = async (db: Executor, userId: string) =>
  (await db.select({ scope: sessions.scope }).from(sessions).where(eq(sessions.userId, userId)))
    .map((row) => row.scope)
    .sort();

export const sanctionRowsOf = (db: Executor, userId: string) =>
  db.select().from(userSanctions).where(eq(userSanctions.userId, userId));
