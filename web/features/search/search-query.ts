import { m } from '#i18n/messages.js';
import { PROPERTY_SORTS, type PropertySort } from '../../../domain/rules/property-sorts.ts';
import { isUuid } from '../../../domain/uuid.ts';
import { fromIsoDate } from '../../lib/calendar-dates.ts';
import {
  defaultFilters,
  type GuestKey,
  guestRows,
  type SearchFilters,
  USE_CURRENT_LOCATION,
} from './components/search-filters.ts';
import { type Bbox, formatBbox, type MapView, parseBbox, parseZoom } from './map/map-box.ts';

/**
 * The home page's search as its address holds it (decision 36): the panel's location, dates and
 * guests, then the filters and the sort. `/?location=Goa&checkIn=2027-03-12&checkOut=2027-03-15&adults=2`
 * is a search anyone can share and reload; a value at its default is left out of the address. A
 * search of the map's area adds `bbox=minLng,minLat,maxLng,maxLat&zoom=12` (decision 106).
 */
export type HomeSearch = SearchFilters & {
  /** Whole rupees per night, both inclusive; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** A property type's id, '' for any type. */
  propertyTypeId: string;
  /** A listing must have every one of these amenities. */
  amenityIds: string[];
  sort: PropertySort;
  /** The map's box searched (with the zoom it was seen at); null when the search is not a map area. */
  bbox: Bbox | null;
  zoom: number | null;
};

export const defaultSearch: HomeSearch = {
  ...defaultFilters,
  minPrice: null,
  maxPrice: null,
  propertyTypeId: '',
  amenityIds: [],
  sort: 'recommended',
  bbox: null,
  zoom: null,
};

/** The sort choices next to the results heading, in the select's order. */
export const sortOptions: Array<{ value: PropertySort; label: string }> = [
  { value: 'recommended', label: m.search_sort_recommended() },
  { value: 'price_asc', label: m.search_sort_price_asc() },
  { value: 'price_desc', label: m.search_sort_price_desc() },
  { value: 'rating', label: m.search_sort_rating() },
  { value: 'newest', label: m.search_sort_newest() },
];

/** The highest price bound the API takes (rupees per night). */
export const MAX_PRICE_BOUND = 10_000_000;
const MAX_LOCATION_LENGTH = 100;
const MAX_AMENITIES = 30;

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function isoDateOrEmpty(text: string | null): string {
  return text && fromIsoDate(text) ? text : '';
}

/**
 * The search an address holds (`window.location.search`, with or without `?`). A value that is not
 * valid (a word for a number, a 30th of February, an unknown sort, too many adults) is ignored and
 * its default used, so an edited or truncated link still opens a working page.
 */
export function readHomeSearch(query: string): HomeSearch {
  const params = new URLSearchParams(query);
  const guests = Object.fromEntries(
    guestRows.map((row) => [
      row.key,
      wholeNumber(params.get(row.key), row.min, row.max) ?? defaultFilters[row.key],
    ]),
  ) as Record<GuestKey, number>;
  const sort = params.get('sort');
  const typeId = params.get('propertyTypeId') ?? '';
  const bbox = parseBbox(params.get('bbox'));
  const amenityIds = (params.get('amenityIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => isUuid(id));
  return {
    location: (params.get('location') ?? '').trim().slice(0, MAX_LOCATION_LENGTH),
    checkIn: isoDateOrEmpty(params.get('checkIn')),
    checkOut: isoDateOrEmpty(params.get('checkOut')),
    ...guests,
    minPrice: wholeNumber(params.get('minPrice'), 0, MAX_PRICE_BOUND),
    maxPrice: wholeNumber(params.get('maxPrice'), 0, MAX_PRICE_BOUND),
    propertyTypeId: isUuid(typeId) ? typeId : '',
    amenityIds: [...new Set(amenityIds)].slice(0, MAX_AMENITIES),
    sort:
      sort && (PROPERTY_SORTS as readonly string[]).includes(sort) ? (sort as PropertySort) : 'recommended',
    bbox,
    // A zoom means nothing without its box.
    zoom: bbox ? parseZoom(params.get('zoom')) : null,
  };
}

/** The address's query string of a search (no `?`), values at their defaults left out; '' for the default search. */
export function homeSearchQuery(search: HomeSearch): string {
  const params = new URLSearchParams();
  const location = search.location.trim();
  if (location) params.set('location', location);
  if (search.checkIn) params.set('checkIn', search.checkIn);
  if (search.checkOut) params.set('checkOut', search.checkOut);
  for (const row of guestRows) {
    if (search[row.key] !== defaultFilters[row.key]) params.set(row.key, String(search[row.key]));
  }
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.propertyTypeId) params.set('propertyTypeId', search.propertyTypeId);
  if (search.amenityIds.length > 0) params.set('amenityIds', search.amenityIds.join(','));
  if (search.sort !== defaultSearch.sort) params.set('sort', search.sort);
  if (search.bbox) {
    params.set('bbox', formatBbox(search.bbox));
    if (search.zoom !== null) params.set('zoom', String(search.zoom));
  }
  return params.toString();
}

/**
 * The location the server is asked for: the typed place. "Use current location" names no place (the
 * coordinates are not used yet, traveller §5), so it searches everywhere.
 */
export function searchedPlace(search: Pick<HomeSearch, 'location'>): string {
  const location = search.location.trim();
  return location === USE_CURRENT_LOCATION ? '' : location;
}

/** The filters every search asks with: place, dates (only as a pair), guests, price, type, amenities. */
function filterParams(search: HomeSearch): URLSearchParams {
  const params = new URLSearchParams();
  const place = searchedPlace(search);
  if (place) params.set('location', place);
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  params.set('guests', String(search.adults + search.children));
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.propertyTypeId) params.set('propertyTypeId', search.propertyTypeId);
  if (search.amenityIds.length > 0) params.set('amenityIds', search.amenityIds.join(','));
  return params;
}

/**
 * GET /api/properties for a search: guests are adults plus children (infants and pets take no bed);
 * dates only as a pair (a check-in alone searches any dates); the sort only when not recommended;
 * the map's box when the search is of an area.
 */
export function propertiesApiUrl(search: HomeSearch): string {
  const params = filterParams(search);
  if (search.sort !== 'recommended') params.set('sort', search.sort);
  if (search.bbox) params.set('bbox', formatBbox(search.bbox));
  return `/api/properties?${params}`;
}

/**
 * GET /api/properties/map for what the map shows (`view`) with the search's filters: its pins and
 * clusters. The box is the map's own, which is the search's box once the map has searched it.
 */
export function mapPointsApiUrl(search: HomeSearch, view: MapView): string {
  const params = filterParams(search);
  params.set('bbox', formatBbox(view.bbox));
  params.set('zoom', String(view.zoom));
  return `/api/properties/map?${params}`;
}

/**
 * What a card's link carries to the property page (`?checkIn=&checkOut=&guests=`), so the dates and
 * party searched for are already chosen there; '' without dates.
 */
export function stayLinkQuery(search: HomeSearch): string {
  if (!search.checkIn || !search.checkOut) return '';
  const params = new URLSearchParams({
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: String(search.adults + search.children),
  });
  return `?${params}`;
}

/**
 * GET /api/properties/{id}/quote for the stay searched (its dates and party), for a map pin whose card
 * the list has not loaded: the same total a card carries as `stayTotal`. Null without both dates.
 */
export function stayQuoteApiUrl(id: string, search: HomeSearch): string | null {
  const stay = stayLinkQuery(search);
  return stay ? `/api/properties/${encodeURIComponent(id)}/quote${stay}` : null;
}

/**
 * The results heading (traveller §2): "Properties in {location}" for a searched place, named as the
 * server found it when it says (`found`: "Udaipur" for "Udaipr"), "Stays in the map area" for a map
 * box, else "Featured Properties".
 */
export function resultsHeading(
  search: Pick<HomeSearch, 'location'> & { bbox?: Bbox | null },
  found: string | null = null,
): string {
  const place = searchedPlace(search);
  if (place) return m.search_results_heading_place({ place: found ?? place });
  return search.bbox ? m.search_results_heading_map_area() : m.search_results_heading_featured();
}

export type SearchFiltersPart = Pick<HomeSearch, 'minPrice' | 'maxPrice' | 'propertyTypeId' | 'amenityIds'>;

export const noFilters: SearchFiltersPart = {
  minPrice: null,
  maxPrice: null,
  propertyTypeId: '',
  amenityIds: [],
};

/** How many filters are on, for the Filters button: the price range counts once, each amenity once. */
export function activeFilterCount(search: SearchFiltersPart): number {
  const price = search.minPrice !== null || search.maxPrice !== null ? 1 : 0;
  return price + (search.propertyTypeId ? 1 : 0) + search.amenityIds.length;
}

/** The panel's part of a search (location, dates, guests). */
export function panelOf(search: HomeSearch): SearchFilters {
  const { location, checkIn, checkOut, adults, children, infants, pets } = search;
  return { location, checkIn, checkOut, adults, children, infants, pets };
}
