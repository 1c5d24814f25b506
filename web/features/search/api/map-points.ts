import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StayTotal } from '../../../../domain/rules/stay-total.ts';
import type { PropertyDetail, StayQuoteAnswer } from '../../../../domain/schemas/properties.ts';
import { getJson } from '../../../lib/api-client.ts';
import type { MapPoint } from '../map/map-pins.ts';

/**
 * GET /api/properties/map?bbox=…&zoom=…&<filters> (`url` from mapPointsApiUrl): the map's pins and
 * clusters. The last answer stays on the map while the next box's loads; a box the map has left is
 * cancelled. Null asks nothing (the map has no view yet).
 */
export function useMapPoints(url: string | null) {
  return useQuery({
    queryKey: ['/api/properties/map', url],
    queryFn: ({ signal }) => getJson<MapPoint[]>(url ?? '', signal),
    enabled: url !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * A listing whose pin was pressed but whose card the list has not loaded (a later page): its
 * public page (GET /api/properties/{id}), the same answer the property page caches.
 */
export function useMapListing(id: string | null) {
  return useQuery({
    queryKey: ['/api/properties', id],
    queryFn: ({ signal }) =>
      getJson<PropertyDetail>(`/api/properties/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });
}

/**
 * What the searched stay costs at a pin's listing whose card the list has not loaded (`url` from
 * stayQuoteApiUrl; null asks nothing): the server's quote, the total a card carries as `stayTotal`.
 * A refused quote (a taken night) leaves the card without a total.
 */
export function useMapStayTotal(url: string | null) {
  return useQuery({
    queryKey: ['/api/properties/quote', url],
    queryFn: ({ signal }) => getJson<StayQuoteAnswer>(url ?? '', signal),
    enabled: url !== null,
    select: ({ nights, total, totalPaise }): StayTotal => ({ nights, total, totalPaise }),
  });
}
