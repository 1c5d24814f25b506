import { standingOf, standingRefusal } from '../../../domain/rules/user-standing.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http/http-error.ts';
import { lockStanding } from './standing.repository.ts';

/**
 * Refuses (403, "Your account is suspended until 12 Mar 2027" / "Your account has been banned") a
 * user suspended or banned now, before they book or list. Their sessions end with the sanction and
 * no new one opens; this closes the race of a request already past that check (inside a booking's
 * or listing's transaction, the sanction and the booking take turns on the user's row).
 */
export async function refuseSanctioned(tx: Executor, userId: string, now = new Date()) {
  const row = await lockStanding(tx, userId);
  const refusal = row && standingRefusal(standingOf(row, now));
  if (refusal) throw forbidden(refusal);
}
