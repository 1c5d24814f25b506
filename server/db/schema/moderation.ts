import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The community-guidelines ladder (traveller §4): warning, suspension of 7-30 days, ban; and
 * reinstatement, an admin lifting a suspension or ban early (kept in the same history).
 */
export const sanctionKind = pgEnum('sanction_kind', ['warning', 'suspension', 'ban', 'reinstatement']);

/**
 * Every sanction an admin gave, kept as history. The user's standing (users.suspended_until,
 * users.banned_at) is written in the same transaction, so checks read one row.
 */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sanctionKind('kind').notNull(),
    reason: text('reason').notNull(),
    days: integer('days'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    givenBy: uuid('given_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_sanctions_user_idx').on(t.userId, t.createdAt),
    check(
      'user_sanctions_days_ok',
      sql`(${t.kind} = 'suspension') = (${t.days} is not null and ${t.endsAt} is not null)
        and (${t.days} is null or ${t.days} between 7 and 30)`,
    ),
  ],
);
