import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The user's standing. Inside a transaction their row stays share-locked until it ends: a sanction
 * being given (which updates the row) waits for it, or it waits for the sanction and reads it.
 */
export async function lockStanding(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ suspendedUntil: users.suspendedUntil, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row;
}
