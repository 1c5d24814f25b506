import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Paise } from '../../../domain/money.ts';
import type { PayoutSplit } from '../../../domain/rules/payouts/payout-split.ts';
import { PAYOUT_STATUSES } from '../../../domain/schemas/payouts.ts';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

// Paying hosts (issue 25). The payout account is the host's bank account and the gateway's linked
// account that transfers go to; the payouts themselves, one per paid stay, and what happened to them.

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

export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);

const paiseColumn = (name: string) => bigint(name, { mode: 'number' }).$type<Paise>().notNull();

/**
 * What a host is paid for one paid stay (issue 25 §2, decision 92), written in the transaction that
 * captures the payment. The split is `payoutSplit`'s; the CHECK keeps the identity in the database.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id),
    grossPaise: paiseColumn('gross_paise'),
    gstPassedPaise: paiseColumn('gst_passed_paise'),
    commissionPaise: paiseColumn('commission_paise'),
    commissionGstPaise: paiseColumn('commission_gst_paise'),
    tdsPaise: paiseColumn('tds_paise'),
    tcsPaise: paiseColumn('tcs_paise'),
    netPaise: paiseColumn('net_paise'),
    status: payoutStatus('status').notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    /** The gateway's transfer (Razorpay Route `trf_…`), once released. */
    transferId: text('transfer_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_host_idx').on(t.hostId),
    // The release job's probe: held payouts by their release time.
    index('payouts_due_idx').on(t.releaseAt).where(sql`status = 'on_hold'`),
    check(
      'payouts_net_ok',
      sql`${t.netPaise} = ${t.grossPaise} + ${t.gstPassedPaise} - ${t.commissionPaise} - ${t.commissionGstPaise} - ${t.tdsPaise} - ${t.tcsPaise} and ${t.netPaise} >= 0`,
    ),
  ],
);

/** What happened to a payout, oldest first; a gateway event's id is kept so it applies once. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order they were recorded in (a test's clock, or a webhook's, may run behind the job's). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).$type<Paise>(),
    detail: text('detail'),
    providerEventId: text('provider_event_id'),
    /**
     * The payout's amounts after this event, on the events that set them (`created`, `recomputed`,
     * `reversal`): the ledger dates each change of commission, TDS and TCS by them (decision 94).
     */
    split: jsonb('split').$type<PayoutSplit>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_events_payout_idx').on(t.payoutId, t.seq),
    uniqueIndex('payout_events_provider_event_key')
      .on(t.providerEventId)
      .where(sql`provider_event_id is not null`),
  ],
);
