import type { Transaction } from '../../db/client.ts';

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
 * notification (issue 26 §2 and §4, later slices): PostgreSQL's NOTIFY sent from here reaches the
 * other instances only if the transaction commits. Nothing listens yet.
 */
export async function messageStored(_tx: Transaction, _message: StoredMessage): Promise<void> {}
