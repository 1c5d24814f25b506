import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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
