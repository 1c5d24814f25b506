import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

// A traveller's named lists of saved stays (decision 115). Deleting a list deletes its entries.
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One name once per traveller, whatever its case: the chooser never shows two "Goa"s.
    uniqueIndex('wishlists_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('wishlists_name_ok', sql`char_length(${t.name}) between 1 and 50 and ${t.name} = btrim(${t.name})`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // A stay is in a list once; it may be in several lists.
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.propertyId] }),
    index('wishlist_entries_property_idx').on(t.propertyId),
  ],
);
