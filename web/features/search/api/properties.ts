import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MATCHED_PLACE_HEADER } from '../../../../domain/matched-place.ts';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { apiRequest, nextLinkOf } from '../../../lib/api-client.ts';

/** A property as the home card shows it (traveller §3). */
export type PropertyCardData = PropertyCard;

/** A page of cards, the next page's URL, and the place a search by place found ("Udaipur" for "Udaipr"). */
export type PropertyPage = { data: PropertyCardData[]; next: string | null; matchedPlace: string | null };

/** The Matched-Place header's place (percent-encoded UTF-8), or null when absent or unreadable. */
export function matchedPlaceOf(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/**
 * GET /api/properties?…: one page of cards, the next page's URL (from the Link header; null on the
 * last) and the place found (the Matched-Place header, first page only).
 */
export async function fetchPropertyPage(url: string, signal?: AbortSignal): Promise<PropertyPage> {
  const response = await apiRequest('GET', url, undefined, signal);
  return propertyPageOf(
    (await response.json()) as PropertyCardData[],
    response.headers.get('link'),
    response.headers.get(MATCHED_PLACE_HEADER),
  );
}

/** A page of cards from an answer's body and its Link and Matched-Place headers (here and on the server). */
export function propertyPageOf(
  cards: PropertyCardData[],
  link: string | null,
  matchedPlace: string | null,
): PropertyPage {
  return { data: cards, next: nextLinkOf(link), matchedPlace: matchedPlaceOf(matchedPlace) };
}

/**
 * The results of a search (`url` from propertiesApiUrl), page by page: the first page on opening,
 * each next one on fetchNextPage ("Load more"). One cache entry per search; a search nobody waits
 * for any more is cancelled. `keepPrevious` (a map moving) keeps the last results on screen until
 * the new box's arrive, instead of skeletons at every move.
 */
export function usePropertySearch(url: string, { keepPrevious = false } = {}) {
  return useInfiniteQuery({
    ...searchQuery(url),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** One cache entry per search URL, its pages fetched by following the Link header. */
export function searchQuery(url: string) {
  return {
    queryKey: ['/api/properties', url],
    queryFn: ({ pageParam, signal }: { pageParam: string; signal: AbortSignal }) =>
      fetchPropertyPage(pageParam, signal),
    initialPageParam: url,
    getNextPageParam: (last: PropertyPage) => last.next ?? undefined,
  };
}

/** The place the search at `url` found, once its first page has come (null before, or when none). */
export function useMatchedPlace(url: string): string | null {
  const results = useInfiniteQuery({
    ...searchQuery(url),
    select: (data) => data.pages[0]?.matchedPlace ?? null,
  });
  return results.data ?? null;
}
