import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['customer', 'owner', 'admin']);
export const sessionScope = pgEnum('session_scope', ['user', 'admin']);
/** The language a person reads Basera in (decision 110): their mails and notifications come in it. */
export const userLanguage = pgEnum('user_language', ['en', 'hi']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased; the unique index makes one account per address.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  profileImageUrl: text('profile_image_url'),
  role: userRole('role').notNull().default('customer'),
  panNumber: text('pan_number'),
  // AES-256-GCM ciphertext; only the last four digits are ever shown.
  aadhaarEncrypted: text('aadhaar_encrypted'),
  aadhaarLast4: text('aadhaar_last4'),
  isProfileComplete: boolean('is_profile_complete').notNull().default(false),
  language: userLanguage('language').notNull().default('en'),
  // When the holder opened a verification link sent to `email`; cleared when the address changes.
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // The user's standing under the guidelines ladder (user_sanctions holds the history).
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not leak live sessions.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: sessionScope('scope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId).where(sql`used_at is null`)],
);

/** One-use links that prove an address (decision 46); only the SHA-256 of the token is kept. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The address the link was sent to: a link for an address since changed proves nothing.
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_user_idx').on(t.userId)],
);
