import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// Reviews as listed, in SQL: the reviews module's pages and the property page's embedded reviews and
// rating breakdown select them (the property page as sub-selects of its one query), so they live
// here beside the other SQL that several modules' repositories share (listing-visibility.ts).

/** A review as listedReviewsJson reads it (JSON from PostgreSQL: instants as text). */
export type ListedReviewRow = {
  id: string;
  guestFirstName: string | null;
  guestLastName: string | null;
  /** The mean of its per-parameter scores, two decimals. */
  rating: string;
  comment: string | null;
  /** JSON text of a timestamptz (ISO 8601 with an offset, to the microsecond): also the page cursor's key. */
  createdAt: string;
  hostResponse: string | null;
  hostRespondedAt: string | null;
};

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
