import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Attempt counters live in the database, so every instance counts against one limit.
export const attemptCounters = pgTable('attempt_counters', {
  // What is counted, e.g. `login:ip:10.0.0.1` or `login:account:asha@example.com`.
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  // A fixed window: the count starts again from 1 after this instant.
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

// Browsers that have signed in to an account (OWASP "device cookies"): a stranger's wrong passwords
// lock out unknown clients, never the owner's own browser.
export const trustedDevices = pgTable('trusted_devices', {
  // SHA-256 of the cookie token.
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});
