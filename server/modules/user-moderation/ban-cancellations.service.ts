import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { cancelStay } from '../cancellations/index.ts';
import { closedAccountMail } from './sanction-mail.ts';
import { staysToComeOf } from './user-moderation.repository.ts';

export const CLOSED_ACCOUNT_REASON =
  'Cancelled by Basera: an account was closed under the community guidelines';

/**
 * Inside the ban's transaction: every stay to come that the banned user booked or hosts is
 * cancelled for Basera, with everything paid through Basera refunded (refund rule `by: 'basera'`),
 * and the other side is told why. A banned host cannot host them, and a banned guest cannot sign in
 * to manage them. Stays already begun are left to end. Returns how many were cancelled.
 */
export async function cancelStaysOfBanned(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  userId: string,
  now: Date,
): Promise<number> {
  const ids = await staysToComeOf(tx, userId, now);
  let cancelled = 0;
  for (const id of ids) {
    // Read under the lock: a guest's or host's cancellation may have committed since the list was made.
    const change = { by: 'basera', reason: CLOSED_ACCOUNT_REASON, now } as const;
    const ended = await cancelStay(deps, tx, afterCommit, id, change);
    if (!ended) continue; // someone else ended it first: theirs is the one cancellation
    const bannedSide = ended.guestId === userId ? 'guest' : 'host';
    await deps.outbox.enqueue(
      tx,
      closedAccountMail(
        appUrl(deps.config),
        ended.detail,
        ended.hostEmail,
        ended.quote,
        bannedSide,
        ended.languages,
      ),
    );
    cancelled++;
  }
  return cancelled;
}
