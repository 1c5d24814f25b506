import type { Transaction } from '../../db/client.ts';
import { announce } from '../live-events/index.ts';
import { notifyNewMessage } from '../notifications/index.ts';

/** A message just stored, text or system line, as its conversation's two participants will read it. */
export type StoredMessage = {
  conversationId: string;
  guestId: string;
  hostId: string;
  messageId: string;
  kind: 'text' | 'system';
};

/**
 * Every stored message passes here, inside the transaction that stores it (a participant's send and
 * a booking event's system line alike). The seam for the live stream and the new-message
 * notification (issue 26 §2 and §4): the live stream's NOTIFY reaches every instance only if the
 * transaction commits. Both participants: the sender's other tabs show it too. A participant's
 * message also notifies the other side (decision 98); a system line's event writes its own.
 */
export async function messageStored(tx: Transaction, message: StoredMessage): Promise<void> {
  const { conversationId, messageId } = message;
  if (message.kind === 'text') await notifyNewMessage(tx, messageId);
  await announce(tx, [message.guestId, message.hostId], { type: 'message', conversationId, messageId });
}
