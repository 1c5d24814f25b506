import { sql } from 'drizzle-orm';
import type { SearchPlace } from '../../../domain/schemas/search-places.ts';
import type { Executor } from '../../db/client.ts';
import { escapeLike, rowConditions } from './listing-filter.repository.ts';

/**
 * The cities of public listings for the Where field, at most `limit`: those whose city (or a word of
 * it) or state starts with what was typed, or whose city is like it with a typo ("Udaipr"); cities
 * starting with it first, then the ones with most listings. Nothing typed: the cities with most.
 */
export async function placesLike(db: Executor, typed: string, limit: number): Promise<SearchPlace[]> {
  const text = typed.toLowerCase();
  const prefix = `${escapeLike(text)}%`;
  const matches = text
    ? sql`and (lower(p.city) like ${prefix} or lower(p.city) like ${`% ${prefix}`}
        or lower(p.state) like ${prefix} or lower(p.city) %> ${text})`
    : sql``;
  const result = await db.execute<SearchPlace>(sql`
    select p.city, p.state, count(*)::int as listings
    from properties p
    where ${sql.join(rowConditions({}), sql` and `)} and coalesce(p.city, '') <> '' ${matches}
    group by p.city, p.state
    order by ${text ? sql`(lower(p.city) like ${prefix}) desc,` : sql``} listings desc, p.city
    limit ${limit}`);
  return result.rows;
}

/**
 * How like a place's name the typed text must be for the search to have found that place: below the
 * search's own 0.6 ("Manli" is 0.5 like "Manali", and finds it through the listing's text), above
 * what unrelated words score ("haveli" against "Udaipur" is 0).
 */
const PLACE_LIKENESS = 0.4;

/**
 * The place a search for `typed` found: among the cities, destinations and states of the listings it
 * matches (listing-filter.repository.ts, typo-tolerant), the name most like what was typed ("Udaipr"
 * found Udaipur). Null when the text found listings by something else (a word of a title).
 */
export async function matchedPlace(db: Executor, typed: string): Promise<string | null> {
  const text = typed.toLowerCase();
  const result = await db.execute<{ name: string }>(sql`
    with matched as (
      select p.city, p.state, p.destination_id from properties p
      where ${sql.join(rowConditions({ location: typed }), sql` and `)}
    ),
    names as (
      select city as name, 0 as kind from matched where city is not null
      union select d.city, 1 from destinations d where d.id in (select destination_id from matched)
      union select state, 2 from matched where state is not null
    )
    select name from names
    where word_similarity(${text}, lower(name)) >= ${PLACE_LIKENESS} or lower(name) like ${`%${escapeLike(text)}%`}
    order by word_similarity(${text}, lower(name)) desc, similarity(${text}, lower(name)) desc, kind, name
    limit 1`);
  return result.rows[0]?.name ?? null;
}
