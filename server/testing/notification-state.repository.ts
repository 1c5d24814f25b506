import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

// What notification tests set and read straight from the database.

/** `count` warnings for the user, a second apart, the newest `now` (their titles number them from 1). */
export async function makeWarnings(db: Executor, userId: string, count: number, now = Date.now()) {
  await db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      kind: 'warning' as const,
      title: `Warning ${i + 1}`,
      body: 'Under the community guidelines: a test.',
      link: '/community-guidelines',
      createdAt: new Date(now - (count - i) * 1000),
    })),
  );
}

/** Every notification row of the user, newest first, with what the mail job keeps. */
export function notificationRows(db: Executor, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.createdAt} desc`);
}
