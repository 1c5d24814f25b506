import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

// What tests set and read of the mail outbox, straight from the database.

/** The mail as another sender left it: being sent, claimed at `at`. */
export async function claimedBySomeoneElse(db: Executor, mailId: string, at: Date) {
  await db.update(mailOutbox).set({ status: 'sending', claimedAt: at }).where(eq(mailOutbox.id, mailId));
}

export async function mailRow(db: Executor, mailId: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  return row;
}
