import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts } from '../../db/schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutAccountValues = Omit<typeof payoutAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The host's payout account, or undefined before they add one. */
export async function payoutAccountRow(db: Executor, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/** Adds the host's payout account, or replaces the one on file (one per host). */
export async function keepPayoutAccount(
  db: Executor,
  values: PayoutAccountValues,
): Promise<PayoutAccountRow> {
  const { userId: _, ...changes } = values;
  const [row] = await db
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
