import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { conversations, messages, users } from '../db/schema.ts';

/** Every stored message of a conversation, oldest first, with the original the rule hid (if any). */
export const storedMessages = (db: Executor, conversationId: string) =>
  db
    .select({ kind: messages.kind, body: messages.body, originalBody: messages.originalBody })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));

/** The guest's conversations (ids and listings), however they were opened. */
export const conversationsOfGuest = (db: Executor, guestId: string) =>
  db
    .select({ id: conversations.id, propertyId: conversations.propertyId, openedBy: conversations.openedBy })
    .from(conversations)
    .where(eq(conversations.guestId, guestId));

/** Sets a user's standing directly (their sessions stay open, as for a request already past sign-in). */
export async function setStanding(
  db: Executor,
  userId: string,
  standing: { suspendedUntil?: Date; bannedAt?: Date },
) {
  await db.update(users).set(standing).where(eq(users.id, userId));
}
