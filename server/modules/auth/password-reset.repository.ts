import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

export async function insertResetToken(
  db: Executor,
  row: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(row);
}

/** Marks an unused, unexpired token used and returns its user; undefined when none matches. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId;
}

/** Whether a token is unused and unexpired, without using it up. */
export async function isResetTokenUsable(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new link makes older unused ones void. */
export async function voidUserResetTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Links past their hour are of no use to anyone: the sweep removes them. */
export async function deleteLapsedResetTokens(db: Executor, now: Date) {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}
