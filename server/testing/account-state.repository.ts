import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { emailVerificationTokens, uploads, users } from '../db/schema.ts';

// What the account tests read and arrange directly in the database: user rows, uploads, links.

export async function userRow(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function userRowByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** An upload row as the upload route would record it (the file itself is not needed). */
export async function insertUpload(
  db: Executor,
  row: { url: string; uploadedBy: string | null; contentType?: string },
) {
  await db.insert(uploads).values({
    url: row.url,
    keys: [row.url.split('/').at(-1)!],
    purpose: 'profile',
    contentType: row.contentType ?? 'image/jpeg',
    sizeBytes: 1234,
    uploadedBy: row.uploadedBy,
  });
}

export const verificationTokensOf = (db: Executor, userId: string) =>
  db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));

/** Every link of this user lapses (as if 24 hours had passed). */
export async function expireVerificationTokensOf(db: Executor, userId: string) {
  await db
    .update(emailVerificationTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailVerificationTokens.userId, userId));
}
