import { useInfiniteQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { getJsonPage } from '../../../lib/api-client.ts';

/** A property as the home card shows it (traveller §3). */
export type PropertyCardData = PropertyCard;

export type PropertyPage = { data: PropertyCardData[]; next: string | null };

/** GET /api/properties?…: one page of cards and the next page's URL (from the Link header; null on the last). */
export function fetchPropertyPage(url: string): Promise<PropertyPage> {
  return getJsonPage<PropertyCardData[]>(url);
}

/**
 * The results of a search (`url` from propertiesApiUrl), page by page: the first page on opening,
 * each next one on fetchNextPage ("Load more"). One cache entry per search.
 */
export function usePropertySearch(url: string) {
  return useInfiniteQuery({
    queryKey: ['/api/properties', url],
    queryFn: ({ pageParam }) => fetchPropertyPage(pageParam),
    initialPageParam: url,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
