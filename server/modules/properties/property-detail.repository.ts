import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listedReviewsJson, parameterAveragesJson } from '../../db/listed-reviews-sql.ts';
import { heldStayOf, ownerBanned } from '../../db/listing-visibility.ts';
import { properties, propertyTypes, users } from '../../db/schema.ts';
import { memberSince } from './listing-owner.repository.ts';

type DetailPhoto = { id: string; photoUrl: string; altText: string | null };
type DetailAmenity = { id: string; name: string; icon: string | null };

/**
 * The listing's own fields, its type and its owner (never the owner's email or password hash), with
 * its photos (cover first, then gallery order), amenities (by name), badges (oldest first), the
 * newest `reviewLimit` rated reviews and the average per rating parameter; and what deciding who sees
 * it needs (listed, owner banned, whether `viewerId` holds a stay there): the page is one query.
 */
export async function detailRow(
  db: Executor,
  id: string,
  reviewLimit: number,
  viewerId: string | null = null,
) {
  const listing = properties.id;
  const [row] = await db
    .select({
      id: properties.id,
      status: properties.status,
      isListed: properties.isListed,
      ownerId: properties.ownerId,
      ownerBanned,
      heldStay: heldStayOf(viewerId),
      title: properties.title,
      description: properties.description,
      propertyType: { id: propertyTypes.id, name: propertyTypes.name, icon: propertyTypes.icon },
      basePrice: properties.basePrice,
      cleaningFee: properties.cleaningFee,
      serviceFee: properties.serviceFee,
      securityDeposit: properties.securityDeposit,
      averageRating: properties.averageRating,
      totalReviews: properties.totalReviews,
      city: properties.city,
      state: properties.state,
      country: properties.country,
      addressLine1: properties.addressLine1,
      addressLine2: properties.addressLine2,
      landmark: properties.landmark,
      pincode: properties.pincode,
      latitude: properties.latitude,
      longitude: properties.longitude,
      publicPosition: properties.publicPosition,
      maxGuests: properties.maxGuests,
      bedrooms: properties.bedrooms,
      beds: properties.beds,
      bathrooms: properties.bathrooms,
      checkInTime: properties.checkInTime,
      checkOutTime: properties.checkOutTime,
      houseRules: properties.houseRules,
      safetyDetails: properties.safetyDetails,
      cancellationPolicy: properties.cancellationPolicy,
      timeZone: properties.timeZone,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        memberSince,
      },
      photos: sql<DetailPhoto[]>`coalesce((
        select json_agg(json_build_object('id', ph.id, 'photoUrl', ph.url, 'altText', ph.caption)
          order by ph.is_main_photo desc, ph.sort_order, ph.id)
        from property_photos ph where ph.property_id = ${listing}
      ), '[]'::json)`,
      amenities: sql<DetailAmenity[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'name', a.name, 'icon', a.icon) order by a.name, a.id)
        from property_amenities pa join amenities a on a.id = pa.amenity_id where pa.property_id = ${listing}
      ), '[]'::json)`,
      badges: sql<{ name: string }[]>`coalesce((
        select json_agg(json_build_object('name', b.name) order by b.created_at, b.id)
        from property_badges pb join badges b on b.id = pb.badge_id where pb.property_id = ${listing}
      ), '[]'::json)`,
      reviews: listedReviewsJson(sql`rv.property_id = ${listing}`, reviewLimit),
      ratingBreakdown: parameterAveragesJson(listing),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(properties.id, id));
  return row;
}
