import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { payoutAccounts } from '../db/schema.ts';

// What the payout tests read straight from the database: the stored payout account as it is kept.

/** The host's payout account row as stored (the number sealed), or undefined. */
export async function storedPayoutAccount(db: Executor, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

export const payoutAccountCount = (db: Executor) => db.$count(payoutAccounts);
