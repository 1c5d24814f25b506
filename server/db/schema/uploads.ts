import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const uploadPurpose = pgEnum('upload_purpose', ['photo', 'profile', 'document', 'catalog']);

/**
 * Every stored upload, so files nobody references can be swept (decision 47). `url` is what the
 * API answered; `keys` are every stored object behind it (an image's widths).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull().unique(),
    keys: text('keys').array().notNull(),
    purpose: uploadPurpose('purpose').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);
