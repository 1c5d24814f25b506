import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberSince } from './listing-owner.repository.ts';

/**
 * A listing's home card (domain/schemas/properties.ts `propertyCard`) as JSON text, built by
 * PostgreSQL from the row aliased `p`: one query answers a whole page, and the server sends the text
 * as it is instead of parsing and serialising objects. Photos: the cover first, then gallery order;
 * badges oldest first; the owner's `memberSince` as listing-owner.repository.ts words it; the
 * position is the public (rounded) one, never the exact coordinates (decision 105).
 */
export const cardJson: SQL = sql`json_build_object(
  'id', p.id,
  'title', p.title,
  'basePrice', p.base_price::text,
  'city', p.city,
  'state', p.state,
  'maxGuests', p.max_guests,
  'bedrooms', p.bedrooms,
  'bathrooms', p.bathrooms,
  'averageRating', p.average_rating::text,
  'totalReviews', p.total_reviews,
  'photos', coalesce((
    select json_agg(json_build_object('url', ph.url) order by ph.is_main_photo desc, ph.sort_order, ph.id)
    from property_photos ph where ph.property_id = p.id
  ), '[]'::json),
  'badges', coalesce((
    select json_agg(json_build_object('name', b.name) order by b.created_at, b.id)
    from property_badges pb join badges b on b.id = pb.badge_id where pb.property_id = p.id
  ), '[]'::json),
  'destination', (
    select json_build_object('city', d.city, 'state', d.state) from destinations d where d.id = p.destination_id
  ),
  'owner', (
    select json_build_object(
      'firstName', users.first_name,
      'lastName', users.last_name,
      'profileImageUrl', users.profile_image_url,
      'memberSince', ${memberSince}
    )
    from users where users.id = p.owner_id
  ),
  'position', case when p.public_position is not null
    then json_build_object('lat', p.public_position[1], 'lng', p.public_position[0]) end
)::text`;

/** The cards of these listings as JSON text, whatever their status (callers choose the ids). */
export async function cardJsonByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const result = await db.execute<{ id: string; card: string }>(sql`
    select p.id, ${cardJson} as card from properties p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
  `);
  return new Map(result.rows.map((row) => [row.id, row.card]));
}
