import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationTokens } from '../../db/schema.ts';

export async function insertVerificationToken(
  db: Executor,
  row: { userId: string; email: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailVerificationTokens).values(row);
}

/**
 * Voids the user's unused links: all of them, only those to `to` (the account's own address), or
 * all but those (pending email changes).
 */
export async function voidUserVerificationTokens(
  db: Executor,
  userId: string,
  now: Date,
  which: 'all' | { to: string } | { notTo: string } = 'all',
) {
  const address =
    which === 'all'
      ? undefined
      : 'to' in which
        ? eq(emailVerificationTokens.email, which.to)
        : ne(emailVerificationTokens.email, which.notTo);
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt), address));
}

/** Marks an unused, unexpired token used; answers whose it was and the address it was sent to. */
export async function consumeVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  return rows[0];
}

/** Used or lapsed links prove nothing any more: the sweep removes them. */
export async function deleteSpentVerificationTokens(db: Executor, now: Date) {
  await db
    .delete(emailVerificationTokens)
    .where(or(isNotNull(emailVerificationTokens.usedAt), lt(emailVerificationTokens.expiresAt, now)));
}
