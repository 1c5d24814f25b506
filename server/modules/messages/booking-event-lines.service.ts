import { type BookingEvent, storedEventLine } from '../../../domain/rules/messages/booking-event-lines.ts';
import type { Transaction } from '../../db/client.ts';
import * as repo from './conversations.repository.ts';
import { storeSystemLine } from './message-writing.ts';

/**
 * A booking event's system line in the guest's conversation with the listing's host, written in
 * the caller's transaction (the event's own): a rolled-back event leaves no line. The conversation
 * is opened if there is none yet (not counted against the guest's new-conversation limit).
 */
export async function recordBookingEvent(
  tx: Transaction,
  bookingId: string,
  event: BookingEvent,
): Promise<void> {
  const parties = await repo.bookingParties(tx, bookingId);
  if (!parties || parties.guestId === parties.hostId) return;
  const conversation =
    (await repo.conversationOf(tx, parties.guestId, parties.propertyId)) ??
    (await repo.openConversation(tx, { ...parties, openedBy: null }));
  await storeSystemLine(tx, conversation, storedEventLine(event));
}
