import { m } from '#i18n/messages.js';
import {
  deleteRefusedHistory,
  deleteRefusedUpcoming,
  deletionBlock,
  type ReviewDecision,
  reviewOutcome,
} from '../../../domain/rules/listing-review.ts';
import type { AdminPropertyList, AdminPropertyRow } from '../../../domain/schemas/admin-properties.ts';
import type { PropertyStatus } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { notifyListingReview } from '../notifications/index.ts';
import * as repo from './listing-review.repository.ts';
import { listingApprovedMail, listingDeletedMail, listingRejectedMail } from './listing-review-mail.ts';

const placeOf = (row: { city: string | null; state: string | null }) =>
  [row.city, row.state].filter((part) => part?.trim()).join(', ');

export const rowOf = (row: repo.AdminListingRow): AdminPropertyRow => ({
  id: row.id,
  title: row.title,
  maxGuests: row.maxGuests,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  propertyType: row.propertyTypeName === null ? null : { name: row.propertyTypeName },
  destination: row.destinationName === null ? null : { name: row.destinationName },
  address: placeOf(row),
  basePrice: row.basePrice,
  status: row.status,
  isListed: row.isListed,
  rejectionReason: row.rejectionReason,
  hostCancellations: row.hostCancellations,
  owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail, banned: row.ownerBanned },
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /api/admin/properties: the table's rows (newest first; all but drafts unless `status` asks for
 * them) and the tiles' counts over every listing, whatever the filter.
 */
export async function listProperties(
  { db }: Pick<AppDeps, 'db'>,
  filter: { status?: PropertyStatus; q?: string },
): Promise<AdminPropertyList> {
  const [rows, counts] = await Promise.all([repo.adminListings(db, filter), repo.countsByStatus(db)]);
  return {
    counts: { approved: counts.approved ?? 0, pending: counts.pending ?? 0, rejected: counts.rejected ?? 0 },
    properties: rows.map(rowOf),
  };
}

async function rowById(db: Executor, id: string): Promise<AdminPropertyRow> {
  const row = await repo.adminListing(db, id);
  if (!row) throw notFound(m.server_property_not_found());
  return rowOf(row);
}

/** GET /api/admin/properties/{id}: one listing as the table shows it, whatever its status. */
export function propertyRow({ db }: Pick<AppDeps, 'db'>, id: string): Promise<AdminPropertyRow> {
  return rowById(db, id);
}

/**
 * POST …/approve and …/reject: one transaction holding the listing's row (domain/rules/listing-review.ts
 * decides). A change mails and notifies the owner; the same answer again changes nothing and mails nobody.
 */
export function reviewProperty(
  deps: AppDeps,
  id: string,
  decision: ReviewDecision,
): Promise<AdminPropertyRow> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const listing = await repo.lockForReview(tx, id);
    if (!listing) throw notFound(m.server_property_not_found());
    const outcome = reviewOutcome(listing, decision);
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    if (outcome.kind === 'change') {
      await repo.setReview(tx, id, { status: outcome.status, rejectionReason: outcome.rejectionReason });
      const row = (await repo.adminListing(tx, id))!;
      const url = appUrl(deps.config);
      await deps.outbox.enqueue(
        tx,
        outcome.status === 'approved'
          ? listingApprovedMail(url, row)
          : listingRejectedMail(url, row, outcome.rejectionReason ?? ''),
      );
      await notifyListingReview(
        tx,
        id,
        outcome.status === 'approved'
          ? { status: 'approved' }
          : { status: 'rejected', reason: outcome.rejectionReason ?? '' },
      );
      afterCommit(deps.outbox.kick);
    }
    return rowById(tx, id);
  });
}

/**
 * DELETE /api/admin/properties/{id}: refused (409) while it has bookings to come, and while any
 * booking keeps its history (bookings and payments point at the listing); otherwise the listing goes
 * with its photos, calendar and reviews. The row lock makes a booking made meanwhile wait, then fail.
 */
export async function deleteProperty(
  deps: Pick<AppDeps, 'db' | 'log' | 'outbox' | 'config'>,
  id: string,
  now = new Date(),
) {
  await inTransaction(
    deps,
    async (tx, afterCommit) => {
      const listing = await repo.lockForReview(tx, id);
      if (!listing) throw notFound(m.server_property_not_found());
      const block = deletionBlock(await repo.bookingCounts(tx, id, now));
      if (block === 'upcoming-bookings') throw conflict(deleteRefusedUpcoming());
      if (block === 'booking-history') throw conflict(deleteRefusedHistory());
      const owner = (await repo.adminListing(tx, id))!;
      await repo.deleteListing(tx, id);
      // A draft was never submitted: nothing to tell.
      if (listing.status !== 'draft') {
        await deps.outbox.enqueue(tx, listingDeletedMail(appUrl(deps.config), owner));
        afterCommit(deps.outbox.kick);
      }
    },
    { foreignKey: conflict(deleteRefusedHistory()) },
  );
}
