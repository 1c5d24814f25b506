import { m } from '#i18n/messages.js';
import type { BlockedRange } from '../../../domain/schemas/host-operations.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../db/db-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import * as repo from './blocked-dates.repository.ts';
import { claimsBetween } from './host-calendar.repository.ts';
import { ownersListing, refusePast } from './host-calendar.service.ts';

type Deps = Pick<AppDeps, 'db' | 'log'>;
type Range = { startDate: string; endDate: string; reason?: string };

/**
 * POST /api/owner/properties/{id}/blocked-dates: takes [startDate, endDate) off the calendar. The
 * insert decides (the exclusion constraint over bookings and blocks together, however many requests
 * race); only once it has refused do we look at what holds the nights, to say which it is.
 */
export async function blockNights(
  deps: Deps,
  ownerId: string,
  id: string,
  range: Range,
  now = new Date(),
): Promise<BlockedRange> {
  return inTransaction(deps, async (tx) => {
    const listing = await ownersListing(tx, ownerId, id, true);
    refusePast(listing, range.startDate, now);
    const block = {
      propertyId: id,
      startDate: range.startDate,
      endDate: range.endDate,
      reason: range.reason || null,
    };
    try {
      // A savepoint: the refused insert undoes only itself, so the same transaction can still read why.
      return await tx.transaction((step) => repo.insertBlock(step, block));
    } catch (err) {
      if (sqlState(err) !== EXCLUSION_VIOLATION) throw err;
      throw conflict(await whyTaken(tx, block));
    }
  });
}

/** What holds nights of the range now (the claim that won has committed by the time we are refused). */
async function whyTaken(tx: Transaction, block: { propertyId: string; startDate: string; endDate: string }) {
  const { stays, blocks } = await claimsBetween(tx, block.propertyId, block.startDate, block.endDate);
  if (stays.some((stay) => stay.status === 'pending' || stay.status === 'confirmed'))
    return m.server_nights_booked();
  return blocks.length > 0 ? m.server_nights_blocked() : m.server_dates_taken();
}

/** DELETE …/blocked-dates/{blockId}: the nights are free again (unless something else holds them). */
export async function unblockNights(deps: Deps, ownerId: string, id: string, blockId: string): Promise<void> {
  await ownersListing(deps.db, ownerId, id);
  const outcome = await repo.deleteBlock(deps.db, id, blockId);
  if (outcome === 'none') throw notFound(m.server_block_not_found());
  if (outcome === 'imported') throw conflict(m.server_block_imported());
}
