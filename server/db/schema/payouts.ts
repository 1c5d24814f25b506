import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Paying hosts (issue 25). The payout account is the host's bank account and the gateway's linked
// account that transfers go to; the payouts themselves (one per paid stay) come in a later migration.

export const payoutAccounts = pgTable('payout_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** One per host: saving again changes it (the unique key is what an upsert works on). */
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountHolderName: text('account_holder_name').notNull(),
  ifsc: text('ifsc').notNull(),
  // AES-256-GCM ciphertext under ENCRYPTION_KEY (like Aadhaar); only the last four are ever shown.
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  /** The gateway's linked account (Razorpay Route `acc_…`) and its Route product configuration. */
  linkedAccountId: text('linked_account_id').notNull(),
  linkedProductId: text('linked_product_id').notNull(),
  /** The product's activation status as the gateway last answered it (requested … activated). */
  linkedStatus: text('linked_status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
