import type { LiveEvent } from '../../../domain/schemas/live-events.ts';
import type { Transaction } from '../../db/client.ts';
import { notifyOnCommit } from './live-events.repository.ts';
import { encodeLivePayloads, LIVE_CHANNEL } from './live-payload.ts';

/**
 * Tells the open `GET /api/events` streams of `userIds`, on every instance, about `event` if and
 * when `tx` commits. Call it inside the transaction that stores what the event is about.
 */
export async function announce(tx: Transaction, userIds: string[], event: LiveEvent): Promise<void> {
  if (userIds.length === 0) return;
  await notifyOnCommit(tx, LIVE_CHANNEL, encodeLivePayloads(userIds, event));
}
