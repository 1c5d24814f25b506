import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserByGoogleSubject(db: Executor, subject: string) {
  const rows = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return rows[0];
}

/** The user's row, locked until the transaction ends: changes to one account happen one at a time. */
export async function lockUser(tx: Executor, id: string) {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return rows[0];
}

export async function insertUser(db: Executor, user: NewUser) {
  const rows = await db.insert(users).values(user).returning();
  return rows[0]!;
}

export async function updateUser(db: Executor, id: string, changes: Partial<NewUser>) {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0]!;
}

/** Whether `url` is an image this user uploaded (a profile photo must be one). */
export async function isImageUploadedBy(db: Executor, url: string, userId: string) {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.uploadedBy, userId), like(uploads.contentType, 'image/%')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the address verified only while it is still the user's address: an email changed since the
 * link was sent is not proved by it. True when it was (or already is) verified.
 */
export async function markEmailVerified(db: Executor, userId: string, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}
