import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

// Guests and hosts talking (issue 26 §1, decision 97).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One conversation per guest and listing. The host is the listing's owner, copied when it opens so
 * a participant check and the host's list read one row. `opened_by` is the guest when their first
 * message opened it (what the new-conversations-per-day limit counts), null when a booking event did.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    // The newest message's instant: each side's list is ordered by it.
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_guest_property_key').on(t.guestId, t.propertyId),
    index('conversations_guest_list_idx').on(t.guestId, t.lastMessageAt.desc()),
    index('conversations_host_list_idx').on(t.hostId, t.lastMessageAt.desc()),
    index('conversations_opened_idx').on(t.openedBy, t.createdAt),
    check('conversations_not_own_listing', sql`${t.guestId} <> ${t.hostId}`),
  ],
);

export const messageKind = pgEnum('message_kind', ['text', 'system']);

/**
 * A message as both sides read it. When the contact-details rule changed it, `original_body` keeps
 * what was written: only the admin's read of a reported conversation selects it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // Null for a system line (a booking event).
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: messageKind('kind').notNull().default('text'),
    body: text('body').notNull(),
    originalBody: text('original_body'),
    // The clock, not the transaction's start: a booking event's line and a message in one
    // transaction still read in the order they were written.
    createdAt: instant('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    // A page of a conversation, newest first, and its cursor.
    index('messages_page_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // The per-sender rate limit counts the last minute.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    check('messages_sender_ok', sql`(${t.kind} = 'system') = (${t.senderId} is null)`),
  ],
);

/** How far each participant has read: messages after `read_at` from the other side are unread. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A participant's report: it puts the conversation, originals included, in front of admins. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_reports_conversation_idx').on(t.conversationId),
    index('conversation_reports_created_idx').on(t.createdAt.desc()),
  ],
);
