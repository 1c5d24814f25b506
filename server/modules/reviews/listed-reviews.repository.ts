import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ListedReviewRow, listedReviewsJson } from '../../db/listed-reviews-sql.ts';

/** Where a page of reviews starts: after this review in newest-first order. */
export type ReviewKeys = { createdAt: string; id: string };

/** Up to `limit` reviews of a listing, newest first, after `after` when given. */
export async function reviewsOfListing(
  db: Executor,
  propertyId: string,
  after: ReviewKeys | undefined,
  limit: number,
): Promise<ListedReviewRow[]> {
  const where = after
    ? sql`rv.property_id = ${propertyId}
        and (rv.created_at, rv.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql`rv.property_id = ${propertyId}`;
  const result = await db.execute<{ reviews: ListedReviewRow[] }>(
    sql`select ${listedReviewsJson(where, limit)} as reviews`,
  );
  return result.rows[0]?.reviews ?? [];
}

/** One review as listed (undefined when it has no scores or does not exist). */
export async function listedReview(db: Executor, reviewId: string): Promise<ListedReviewRow | undefined> {
  const result = await db.execute<{ reviews: ListedReviewRow[] }>(
    sql`select ${listedReviewsJson(sql`rv.id = ${reviewId}`, 1)} as reviews`,
  );
  return result.rows[0]?.reviews[0];
}
