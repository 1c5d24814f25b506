import { and, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** Ends every session of the user, in either scope, but the ones named (this browser's). */
export async function deleteSessionsExcept(db: Executor, userId: string, keepIds: string[]) {
  await db
    .delete(sessions)
    .where(
      keepIds.length > 0
        ? and(eq(sessions.userId, userId), notInArray(sessions.id, keepIds))
        : eq(sessions.userId, userId),
    );
}
