import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { uploads, users } from '../db/schema.ts';

// What tests read and change of uploads, straight from the database.

export function uploadsBy(db: Executor, userId: string) {
  return db.select().from(uploads).where(eq(uploads.uploadedBy, userId));
}

/** Puts an upload to use as the user's profile photo: it is then referenced. */
export async function useAsProfilePhoto(db: Executor, userId: string, url: string) {
  await db.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
}
