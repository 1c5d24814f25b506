import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../domain/rules/notifications/notification-texts.ts';
import { conversations } from './messages.ts';
import { users } from './users.ts';

// What each person must know about (issue 26 §4, decision 98).

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * One row per event a person must know about, written in the event's transaction. A new-message
 * notification names its conversation: one unread per conversation and person (the unique index),
 * updated by later messages until read. `mail_due_at` is set on those only: the mail job sends it
 * then unless it was read meanwhile or the person turned message mail off, and clears it either way
 * (`mailed_at` says which).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    // The clock, not the transaction's start: several written in one transaction keep their order.
    createdAt: instant('created_at').notNull().default(sql`clock_timestamp()`),
    readAt: instant('read_at'),
    mailDueAt: instant('mail_due_at'),
    mailedAt: instant('mailed_at'),
  },
  (t) => [
    // The person's list, newest first, and its cursor.
    index('notifications_user_list_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_unread_conversation_key')
      .on(t.userId, t.conversationId)
      .where(sql`${t.readAt} is null and ${t.conversationId} is not null`),
    // What the mail job looks at: set until the notification is mailed or skipped.
    index('notifications_mail_due_idx').on(t.mailDueAt).where(sql`${t.mailDueAt} is not null`),
  ],
);

/** Mail per chosen category; no row means the defaults (messages and reminders on, marketing off). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  marketing: boolean('marketing').notNull().default(false),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
