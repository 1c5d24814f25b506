import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// GST registrations (issue 24 §1): Basera's own, one per state or union territory, and the hosts'.
// `state` is named as the app names states (domain/rules/gst-states.ts), always the GSTIN's.

export const taxRegistrations = pgTable(
  'tax_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    gstin: text('gstin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_registrations_state_key').on(t.state),
    uniqueIndex('tax_registrations_gstin_key').on(t.gstin),
  ],
);

/** A host's registrations, replaced as a whole by PUT /api/owner/tax-profile; none: not registered. */
export const hostTaxRegistrations = pgTable(
  'host_tax_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gstin: text('gstin').notNull(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per state (the supplier rule looks a state up); it serves "a host's registrations" too.
    uniqueIndex('host_tax_registrations_user_state_key').on(t.userId, t.state),
  ],
);
