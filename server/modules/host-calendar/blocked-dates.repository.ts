import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockedDates } from '../../db/schema.ts';

/** Takes [startDate, endDate) off the calendar; night_claims_no_overlap refuses it (23P01) over a claim. */
export async function insertBlock(
  db: Executor,
  block: { propertyId: string; startDate: string; endDate: string; reason: string | null },
) {
  const [row] = await db.insert(blockedDates).values(block).returning({
    id: blockedDates.id,
    startDate: blockedDates.startDate,
    endDate: blockedDates.endDate,
    reason: blockedDates.reason,
  });
  return row!;
}

/**
 * Removes a host's block of this listing (its night claim goes with it): 'removed', 'imported' for a
 * calendar feed's block (left alone: the feed decides it), or 'none'.
 */
export async function deleteBlock(db: Executor, propertyId: string, blockId: string) {
  const [row] = await db
    .delete(blockedDates)
    .where(
      and(
        eq(blockedDates.id, blockId),
        eq(blockedDates.propertyId, propertyId),
        eq(blockedDates.kind, 'host'),
      ),
    )
    .returning({ id: blockedDates.id });
  if (row) return 'removed';
  const [imported] = await db
    .select({ id: blockedDates.id })
    .from(blockedDates)
    .where(and(eq(blockedDates.id, blockId), eq(blockedDates.propertyId, propertyId)));
  return imported ? 'imported' : 'none';
}
