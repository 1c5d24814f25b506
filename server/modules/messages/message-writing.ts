import { hideContactDetails } from '../../../domain/rules/messages/contact-details.ts';
import type { Transaction } from '../../db/client.ts';
import { readConversationNotification } from '../notifications/index.ts';
import * as repo from './conversations.repository.ts';
import { messageStored } from './message-events.ts';

/**
 * Stores a participant's message. Until the guest has a confirmed booking of the listing, contact
 * details are hidden for both sides (the original is kept for an admin reading a report); after,
 * messages pass as written. What was stored hidden stays hidden. Sending marks the conversation
 * read for the sender, as a reply in any messenger does.
 */
export async function storeTextMessage(
  tx: Transaction,
  conversation: repo.ConversationRow,
  senderId: string,
  body: string,
) {
  const confirmed = await repo.hasConfirmedBooking(tx, conversation.guestId, conversation.propertyId);
  const shown = confirmed ? body : hideContactDetails(body);
  const stored = await repo.insertMessage(tx, {
    conversationId: conversation.id,
    senderId,
    kind: 'text',
    body: shown,
    originalBody: shown === body ? null : body,
  });
  // Writing is reading: the sender has seen the conversation up to their own message.
  await repo.markRead(tx, conversation.id, senderId);
  await readConversationNotification(tx, senderId, conversation.id);
  await announce(tx, conversation, stored);
  return stored;
}

/** Stores a system line (a booking event) in the conversation. */
export async function storeSystemLine(tx: Transaction, conversation: repo.ConversationRow, body: string) {
  const stored = await repo.insertMessage(tx, {
    conversationId: conversation.id,
    senderId: null,
    kind: 'system',
    body,
    originalBody: null,
  });
  await announce(tx, conversation, stored);
  return stored;
}

function announce(
  tx: Transaction,
  conversation: repo.ConversationRow,
  stored: { id: string; kind: 'text' | 'system' },
) {
  return messageStored(tx, {
    conversationId: conversation.id,
    guestId: conversation.guestId,
    hostId: conversation.hostId,
    messageId: stored.id,
    kind: stored.kind,
  });
}
