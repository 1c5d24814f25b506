import { describe, expect, it } from 'vitest';
import { HOME_RESULTS_API_URL } from '../../../domain/first-visit-data.ts';
import {
  activeFilterCount,
  defaultSearch,
  type HomeSearch,
  homeSearchQuery,
  mapPointsApiUrl,
  propertiesApiUrl,
  readHomeSearch,
  resultsHeading,
  stayLinkQuery,
  stayQuoteApiUrl,
} from './search-query.ts';

const villa = '1d4eb92a-9501-5fbc-b8a9-4445f31948ca';
const wifi = '0b7a3c1e-2f4d-4c6b-8e9a-1a2b3c4d5e6f';
const pool = '9f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6';

const goaStay: HomeSearch = {
  ...defaultSearch,
  location: 'Goa',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  adults: 2,
  children: 1,
};

const apiParams = (search: HomeSearch) =>
  Object.fromEntries(new URL(propertiesApiUrl(search), 'http://x').searchParams);

describe('the search in the address', () => {
  it('writes a stay as the brief shows it, defaults left out', () => {
    expect(homeSearchQuery(goaStay)).toBe('location=Goa&checkIn=2027-03-12&checkOut=2027-03-15&children=1');
    expect(homeSearchQuery(defaultSearch)).toBe('');
    expect(homeSearchQuery({ ...defaultSearch, adults: 1, sort: 'recommended' })).toBe('adults=1');
  });

  it('reads back what it wrote (round trip), filters and sort included', () => {
    const full: HomeSearch = {
      location: 'Old Manali',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      adults: 3,
      children: 2,
      infants: 1,
      pets: 1,
      minPrice: 0,
      maxPrice: 9000,
      propertyTypeId: villa,
      amenityIds: [wifi, pool],
      sort: 'price_asc',
      bbox: { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 },
      zoom: 11,
    };
    expect(readHomeSearch(homeSearchQuery(full))).toEqual(full);
    expect(readHomeSearch(`?${homeSearchQuery(goaStay)}`)).toEqual(goaStay);
    expect(readHomeSearch('')).toEqual(defaultSearch);
  });

  it('ignores junk: each bad value falls back to its default', () => {
    const read = readHomeSearch(
      'adults=0&children=lots&infants=-1&pets=99&checkIn=2027-02-30&checkOut=tomorrow&minPrice=1e3' +
        '&maxPrice=-5&sort=cheapest&propertyTypeId=villa&amenityIds=wifi,,' +
        pool +
        '&utm_source=x',
    );
    expect(read).toEqual({ ...defaultSearch, amenityIds: [pool] });
  });

  it('keeps a whole-number price of 0 and drops decimals and huge numbers', () => {
    expect(readHomeSearch('minPrice=0&maxPrice=4500')).toMatchObject({ minPrice: 0, maxPrice: 4500 });
    expect(readHomeSearch('minPrice=12.5&maxPrice=999999999')).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
  });

  it('trims the location and keeps at most 100 characters of it', () => {
    expect(readHomeSearch('location=%20%20Goa%20').location).toBe('Goa');
    expect(readHomeSearch(`location=${'a'.repeat(150)}`).location).toHaveLength(100);
  });

  it("writes the map's box after the rest, 5 decimals at most, its zoom only with it", () => {
    const box = { minLng: 73.712345678, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 };
    expect(homeSearchQuery({ ...defaultSearch, adults: 1, bbox: box, zoom: 11 })).toBe(
      `adults=1&bbox=${encodeURIComponent('73.71235,15.35,74.05,15.65')}&zoom=11`,
    );
    expect(homeSearchQuery({ ...defaultSearch, bbox: box, zoom: null })).toBe(
      `bbox=${encodeURIComponent('73.71235,15.35,74.05,15.65')}`,
    );
    expect(homeSearchQuery({ ...defaultSearch, zoom: 11 })).toBe('');
  });

  it('ignores a box the API would refuse, and a zoom without a box', () => {
    expect(readHomeSearch('bbox=74.05,15.35,73.7,15.65&zoom=11')).toEqual(defaultSearch);
    expect(readHomeSearch('zoom=11')).toEqual(defaultSearch);
    expect(readHomeSearch('bbox=73.7,15.35,74.05,15.65&zoom=40')).toMatchObject({ zoom: null });
  });

  it('keeps each amenity once', () => {
    expect(readHomeSearch(`amenityIds=${wifi},${wifi},${pool}`).amenityIds).toEqual([wifi, pool]);
  });
});

describe('the API query of a search', () => {
  it('asks for adults plus children as guests', () => {
    expect(apiParams(goaStay)).toEqual({
      location: 'Goa',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      guests: '3',
    });
    expect(apiParams({ ...defaultSearch, adults: 1, infants: 2, pets: 1 })).toEqual({ guests: '1' });
  });

  it('sends the dates only as a pair', () => {
    expect(apiParams({ ...defaultSearch, checkIn: '2027-03-12' })).toEqual({ guests: '2' });
  });

  it('sends filters and a sort other than recommended', () => {
    expect(
      apiParams({
        ...defaultSearch,
        minPrice: 0,
        maxPrice: 5000,
        propertyTypeId: villa,
        amenityIds: [wifi, pool],
        sort: 'rating',
      }),
    ).toEqual({
      guests: '2',
      minPrice: '0',
      maxPrice: '5000',
      propertyTypeId: villa,
      amenityIds: `${wifi},${pool}`,
      sort: 'rating',
    });
  });

  it("sends the map's box, not its zoom (the list is not clustered)", () => {
    const bbox = { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 };
    expect(apiParams({ ...defaultSearch, bbox, zoom: 11 })).toEqual({
      guests: '2',
      bbox: '73.7,15.35,74.05,15.65',
    });
  });

  it("asks the map's points for the map's view with the same filters, never a sort", () => {
    const view = { bbox: { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 }, zoom: 11 };
    const url = new URL(
      mapPointsApiUrl({ ...goaStay, maxPrice: 9000, sort: 'rating', bbox: null }, view),
      'http://x',
    );
    expect(url.pathname).toBe('/api/properties/map');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: 'Goa',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      guests: '3',
      maxPrice: '9000',
      bbox: '73.7,15.35,74.05,15.65',
      zoom: '11',
    });
  });

  it('does not send "Use current location" as a place', () => {
    expect(apiParams({ ...defaultSearch, location: 'Use current location' })).toEqual({ guests: '2' });
    expect(resultsHeading({ location: 'Use current location' })).toBe('Featured Properties');
  });
});

describe('the results heading and the filter count', () => {
  it('names the searched place, else shows the featured list', () => {
    expect(resultsHeading({ location: ' Goa ' })).toBe('Properties in Goa');
    expect(resultsHeading({ location: '' })).toBe('Featured Properties');
    const bbox = { minLng: 73.7, minLat: 15.35, maxLng: 74.05, maxLat: 15.65 };
    expect(resultsHeading({ location: '', bbox })).toBe('Stays in the map area');
  });

  it('names the place the server found for a misspelt one, else what was typed', () => {
    expect(resultsHeading({ location: 'Udaipr' }, 'Udaipur')).toBe('Properties in Udaipur');
    expect(resultsHeading({ location: 'haveli' }, null)).toBe('Properties in haveli');
    // A place found means nothing once no place is searched.
    expect(resultsHeading({ location: '' }, 'Udaipur')).toBe('Featured Properties');
  });

  it('counts the price range once and each amenity', () => {
    expect(activeFilterCount(defaultSearch)).toBe(0);
    expect(activeFilterCount({ ...defaultSearch, minPrice: 0 })).toBe(1);
    expect(
      activeFilterCount({ minPrice: 1000, maxPrice: 5000, propertyTypeId: villa, amenityIds: [wifi, pool] }),
    ).toBe(4);
  });
});

describe("a card's link", () => {
  it('carries the searched stay and party to the property page, nothing without dates', () => {
    const stay = { ...defaultSearch, checkIn: '2027-03-12', checkOut: '2027-03-15', adults: 2, children: 1 };
    expect(stayLinkQuery(stay)).toBe('?checkIn=2027-03-12&checkOut=2027-03-15&guests=3');
    expect(stayLinkQuery({ ...stay, checkOut: '' })).toBe('');
    expect(stayLinkQuery(defaultSearch)).toBe('');
  });

  it('asks the quote of the searched stay for a map pin the list has not loaded, nothing without dates', () => {
    const stay = { ...defaultSearch, checkIn: '2027-03-12', checkOut: '2027-03-15', adults: 2, children: 1 };
    expect(stayQuoteApiUrl(villa, stay)).toBe(
      `/api/properties/${villa}/quote?checkIn=2027-03-12&checkOut=2027-03-15&guests=3`,
    );
    expect(stayQuoteApiUrl(villa, { ...stay, checkIn: '' })).toBeNull();
    expect(stayQuoteApiUrl(villa, defaultSearch)).toBeNull();
  });
});

describe('the home page’s first results', () => {
  it('are the answer its HTML asks for ahead of the script (decision 129)', () => {
    expect(propertiesApiUrl(readHomeSearch(''))).toBe(HOME_RESULTS_API_URL);
  });
});
