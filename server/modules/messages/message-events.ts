import type { Transaction } from '../../db/client.ts';
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
 * notification (issue 26 §2 and §4): PostgreSQL's NOTIFY sent from here reaches the other instances
 * only if the transaction commits. A participant's message notifies the other side (decision 98).
 */
export async function messageStored(tx: Transaction, message: StoredMessage): Promise<void> {
  if (message.kind === 'text') await notifyNewMessage(tx, message.messageId);
}
