import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { getJsonPage } from '../../../lib/api-client.ts';

/** A property as the home card shows it (traveller §3). */
export type PropertyCardData = PropertyCard;

export type PropertyPage = { data: PropertyCardData[]; next: string | null };

/** GET /api/properties?…: one page of cards and the next page's URL (from the Link header; null on the last). */
export function fetchPropertyPage(url: string, signal?: AbortSignal): Promise<PropertyPage> {
  return getJsonPage<PropertyCardData[]>(url, signal);
}

/**
 * The results of a search (`url` from propertiesApiUrl), page by page: the first page on opening,
 * each next one on fetchNextPage ("Load more"). One cache entry per search; a search nobody waits
 * for any more is cancelled. `keepPrevious` (a map moving) keeps the last results on screen until
 * the new box's arrive, instead of skeletons at every move.
 */
export function usePropertySearch(url: string, { keepPrevious = false } = {}) {
  return useInfiniteQuery({
    queryKey: ['/api/properties', url],
    queryFn: ({ pageParam, signal }) => fetchPropertyPage(pageParam, signal),
    initialPageParam: url,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
