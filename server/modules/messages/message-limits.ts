import { m } from '#i18n/messages.js';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { tooManyRequests } from '../../http/http-error.ts';
import * as repo from './conversations.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type MessageLimits = Config['messageLimits'];

/**
 * The sender's rate limits, counted in the database so every instance sees the same counts: at
 * most `perMinute` messages in the last minute, and (opening a conversation) at most
 * `newConversationsPerDay` opened in the last 24 hours. The sender's lock makes count and insert
 * one step. A refusal is 429 with what the limit is.
 */
export async function refuseOverLimit(
  tx: Transaction,
  senderId: string,
  limits: MessageLimits,
  opening: boolean,
  now = new Date(),
): Promise<void> {
  await repo.lockSender(tx, senderId);
  if ((await repo.sentSince(tx, senderId, new Date(now.getTime() - MINUTE_MS))) >= limits.perMinute)
    throw tooManyRequests(m.server_messages_too_quick({ max: limits.perMinute }));
  if (
    opening &&
    (await repo.openedSince(tx, senderId, new Date(now.getTime() - DAY_MS))) >= limits.newConversationsPerDay
  )
    throw tooManyRequests(m.server_new_hosts_per_day({ max: limits.newConversationsPerDay }));
}
