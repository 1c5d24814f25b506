import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListedReviewRow } from './listed-review.ts';

/**
 * A JSON array (never null) of the reviews matching `where` (on `rv`, the reviews table), newest
 * first, at most `limit`. A review's rating is the mean of its per-parameter scores with two
 * decimals, as the listing's average (migration 0007) counts it. The property page embeds it as a
 * sub-select; the review pages and a single review select it on its own.
 */
export function listedReviewsJson(where: SQL, limit: number): SQL<ListedReviewRow[]> {
  return sql<ListedReviewRow[]>`coalesce((
    select json_agg(r order by r."createdAt" desc, r.id desc) from (
      select rv.id, u.first_name as "guestFirstName", u.last_name as "guestLastName",
        round(avg(rr.score), 2)::text as rating, rv.comment, rv.created_at as "createdAt",
        rv.host_response as "hostResponse", rv.host_responded_at as "hostRespondedAt"
      from reviews rv
      join review_ratings rr on rr.review_id = rv.id
      join users u on u.id = rv.guest_id
      where ${where}
      group by rv.id, u.id
      order by rv.created_at desc, rv.id desc
      limit ${limit}
    ) r
  ), '[]'::json)`;
}

export type ParameterAverage = { id: string; name: string; average: string };

/**
 * A JSON array of the listing's average per active rating parameter that has scores (two decimals),
 * in the parameters' display order (the order the admin created them in, as the catalogue lists them).
 */
export function parameterAveragesJson(propertyId: AnyColumn | string): SQL<ParameterAverage[]> {
  return sql<ParameterAverage[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'name', a.name, 'average', a.average)
      order by a.created_at, a.id) from (
      select p.id, p.name, p.created_at, round(avg(rr.score), 2)::text as average
      from rating_parameters p
      join review_ratings rr on rr.rating_parameter_id = p.id
      join reviews rv on rv.id = rr.review_id
      where rv.property_id = ${propertyId} and p.is_active
      group by p.id
    ) a
  ), '[]'::json)`;
}

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
