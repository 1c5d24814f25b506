import type { MapBox } from '../../../domain/rules/map-grid.ts';
import { QUERY_FIELDS, stayDatesRefusal } from '../../../domain/rules/stay-checks.ts';
import { INDIA_TIME_ZONE, listingToday } from '../../../domain/rules/stay-clock.ts';
import type { PropertyMapQuery } from '../../../domain/schemas/property-map.ts';
import { badRequest } from '../../http/http-error.ts';
import type { ListingFilter } from './listing-filter.repository.ts';

type FilterQuery = Omit<PropertyMapQuery, 'bbox' | 'zoom'> & { bbox?: MapBox };

/**
 * The filter of a list or map search (400 for stay dates that cannot be booked). Search spans many
 * listings: its dates are checked against today in India, where they are.
 */
export function listingFilterOf(query: FilterQuery, now: Date): ListingFilter {
  const { checkIn, checkOut } = query;
  if (checkIn && checkOut) {
    const refusal = stayDatesRefusal({ checkIn, checkOut }, listingToday(INDIA_TIME_ZONE, now), QUERY_FIELDS);
    if (refusal) throw badRequest(refusal.message);
  }
  return {
    location: query.location || undefined,
    stay: checkIn && checkOut ? { checkIn, checkOut } : undefined,
    guests: query.guests,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    propertyTypeId: query.propertyTypeId,
    amenityIds: query.amenityIds,
    box: query.bbox,
  };
}
