import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { isPublicListing } from '../../db/listing-visibility.ts';
import {
  bookings,
  conversationReads,
  conversationReports,
  conversations,
  messages,
  properties,
} from '../../db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/** Booking statuses under which contact details pass: the stay is confirmed, or was stayed. */
const CONFIRMED = ['confirmed', 'completed'] as const;

/** The host of a listing anyone may message (public: approved, listed, owner not banned). */
export async function publicListingHost(db: Executor, propertyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isPublicListing));
  return row?.ownerId;
}

/** A booking's guest, listing and the listing's owner (its conversation's participants). */
export async function bookingParties(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ guestId: bookings.guestId, propertyId: bookings.propertyId, hostId: properties.ownerId })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function conversationById(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function conversationOf(db: Executor, guestId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.guestId, guestId), eq(conversations.propertyId, propertyId)));
  return row;
}

/** Opens the guest's conversation about a listing, or finds the one a racing request opened. */
export async function openConversation(
  tx: Transaction,
  fields: { guestId: string; propertyId: string; hostId: string; openedBy: string | null },
): Promise<ConversationRow> {
  await tx.insert(conversations).values(fields).onConflictDoNothing();
  return (await conversationOf(tx, fields.guestId, fields.propertyId))!;
}

/**
 * Serialises a sender's writes (across instances: a lock in the database) so the rate limits'
 * counts and the insert they allow are one step; held until the transaction ends.
 */
export async function lockSender(tx: Transaction, senderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${senderId}`}))`);
}

/** Messages this user sent since `since`. */
export async function sentSince(db: Executor, senderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

/** Conversations this guest opened with a first message since `since`. */
export async function openedSince(db: Executor, guestId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.openedBy, guestId), gt(conversations.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether the guest has a confirmed (or completed) booking of the listing now. */
export async function hasConfirmedBooking(db: Executor, guestId: string, propertyId: string) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        eq(bookings.propertyId, propertyId),
        inArray(bookings.status, [...CONFIRMED]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type NewMessage = {
  conversationId: string;
  senderId: string | null;
  kind: 'text' | 'system';
  body: string;
  originalBody: string | null;
};

/** Stores a message and moves its conversation to the top of both lists. */
export async function insertMessage(tx: Transaction, fields: NewMessage) {
  const [row] = await tx
    .insert(messages)
    .values(fields)
    .returning({
      id: messages.id,
      kind: messages.kind,
      body: messages.body,
      senderId: messages.senderId,
      sentAt: sql<string>`to_json(${messages.createdAt}) #>> '{}'`,
      createdAt: messages.createdAt,
    });
  await tx
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, fields.conversationId));
  return row!;
}

/** The user has read the conversation up to now, by the database's clock (never moves back). */
export async function markRead(db: Executor, conversationId: string, userId: string) {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, readAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { readAt: sql`greatest(${conversationReads.readAt}, excluded.read_at)` },
    });
}

export async function insertReport(db: Executor, conversationId: string, reporterId: string, reason: string) {
  await db.insert(conversationReports).values({ conversationId, reporterId, reason });
}
