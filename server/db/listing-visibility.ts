// Who may see a listing, as SQL fragments for the repositories of every module that filters on it.
import { and, eq, not, sql } from 'drizzle-orm';
import { properties } from './schema.ts';

/**
 * True when the listing's owner is banned: their listings leave search, their pages and booking. For
 * queries on the `properties` table (not aliased); drizzle leaves columns unqualified in a one-table
 * query, so the outer column is named in full.
 */
export const ownerBanned = sql<boolean>`exists (
  select 1 from users o where o.id = "properties"."owner_id" and o.banned_at is not null
)`;

/** `isPublic` of server/modules/listings/listing-access.service.ts as SQL on `properties`: approved, listed, owner not banned. */
export const isPublicListing = and(
  eq(properties.status, 'approved'),
  eq(properties.isListed, true),
  not(ownerBanned),
)!;

/** What deciding who may see a listing, and pricing its nights, needs of it. */
export const viewingColumns = {
  id: properties.id,
  status: properties.status,
  isListed: properties.isListed,
  ownerId: properties.ownerId,
  ownerBanned,
  timeZone: properties.timeZone,
  basePrice: properties.basePrice,
  cleaningFee: properties.cleaningFee,
  serviceFee: properties.serviceFee,
  maxGuests: properties.maxGuests,
  /** The place of supply of its stays for GST. */
  state: properties.state,
};

/**
 * True when this guest holds a confirmed or completed booking of the listing (a stay, decision 34),
 * as a column of a query on `properties`; false without a guest.
 */
export const heldStayOf = (guestId: string | null) =>
  guestId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (
        select 1 from bookings b where b.property_id = "properties"."id" and b.guest_id = ${guestId}::uuid
          and b.status in ('confirmed', 'completed')
      )`;
