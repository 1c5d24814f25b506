import { m } from '#i18n/messages.js';
import type { ConversationRef } from '../../../domain/schemas/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import * as repo from './conversations.repository.ts';

/**
 * POST /api/conversations/for-booking/{bookingId}: the conversation of a booking's guest and the
 * listing's host, for either of them (a trip's Message Host, a reservation's Message guest); opened
 * now if there is none (a booking made before conversations existed). Anyone else: 404.
 */
export async function conversationForBooking(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: string,
  bookingId: string,
): Promise<ConversationRef> {
  const parties = await repo.bookingParties(deps.db, bookingId);
  if (!parties || parties.guestId === parties.hostId || ![parties.guestId, parties.hostId].includes(userId))
    throw notFound(m.server_booking_not_found());
  const existing = await repo.conversationOf(deps.db, parties.guestId, parties.propertyId);
  if (existing) return { id: existing.id };
  // Opened by neither side's first message: it does not count against the guest's daily limit.
  const opened = await inTransaction(deps, (tx) => repo.openConversation(tx, { ...parties, openedBy: null }));
  return { id: opened.id };
}
