import { m } from '#i18n/messages.js';
import type { SentMessage } from '../../../domain/schemas/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { readConversationNotification } from '../notifications/index.ts';
import { refuseSanctioned } from '../users/index.ts';
import * as repo from './conversations.repository.ts';
import { refuseOverLimit } from './message-limits.ts';
import { storeTextMessage } from './message-writing.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'config'>;

/**
 * The conversation if `userId` is its guest or its host; anyone else (other hosts, admins' traveller
 * sessions) gets the same 404 as for a conversation that does not exist.
 */
export async function participantConversation(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  const conversation = await repo.conversationById(deps.db, id);
  if (!conversation || (conversation.guestId !== userId && conversation.hostId !== userId))
    throw notFound(m.server_conversation_not_found());
  return conversation;
}

const sentOf = (
  conversationId: string,
  stored: { id: string; kind: 'text' | 'system'; body: string; sentAt: string },
): SentMessage => ({
  conversationId,
  message: { id: stored.id, kind: stored.kind, body: stored.body, sentAt: stored.sentAt, fromMe: true },
});

/**
 * POST /api/conversations: the guest's message to the host of a listing, in their one conversation
 * about it (opened now if there is none; only a public listing can be asked about first).
 */
export async function startConversation(
  deps: Deps,
  guestId: string,
  input: { propertyId: string; body: string },
): Promise<SentMessage> {
  return inTransaction(deps, async (tx) => {
    await refuseSanctioned(tx, guestId);
    const existing = await repo.conversationOf(tx, guestId, input.propertyId);
    const hostId = existing?.hostId ?? (await repo.publicListingHost(tx, input.propertyId));
    if (!hostId) throw notFound(m.server_property_not_found());
    if (hostId === guestId) throw forbidden(m.server_own_listing_message());
    await refuseOverLimit(tx, guestId, deps.config.messageLimits, !existing);
    const conversation =
      existing ??
      (await repo.openConversation(tx, { guestId, propertyId: input.propertyId, hostId, openedBy: guestId }));
    return sentOf(conversation.id, await storeTextMessage(tx, conversation, guestId, input.body));
  });
}

/** POST /api/conversations/{id}/messages: either participant's message. */
export async function sendMessage(
  deps: Deps,
  userId: string,
  id: string,
  body: string,
): Promise<SentMessage> {
  const conversation = await participantConversation(deps, userId, id);
  return inTransaction(deps, async (tx) => {
    await refuseSanctioned(tx, userId);
    await refuseOverLimit(tx, userId, deps.config.messageLimits, false);
    return sentOf(conversation.id, await storeTextMessage(tx, conversation, userId, body));
  });
}

/**
 * POST /api/conversations/{id}/read: the participant has read everything up to now, and the
 * conversation's notification with it.
 */
export async function markRead(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<void> {
  await participantConversation(deps, userId, id);
  await deps.db.transaction(async (tx) => {
    await repo.markRead(tx, id, userId);
    await readConversationNotification(tx, userId, id);
  });
}

/** POST /api/conversations/{id}/report: a participant puts the conversation in front of admins. */
export async function reportConversation(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  id: string,
  reason: string,
) {
  await participantConversation(deps, userId, id);
  await repo.insertReport(deps.db, id, userId, reason);
}
