import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PropertyCard,
  type PropertySearchQuery,
  propertyCardList,
  propertySearchQuery,
} from '../../../domain/schemas/properties.ts';
import { type MapCluster, mapClusterList, propertyMapQuery } from '../../../domain/schemas/property-map.ts';
import {
  MATCHED_PLACE_HEADER,
  MAX_SEARCH_PLACES,
  type SearchPlace,
  searchPlaceList,
  searchPlaceQuery,
} from '../../../domain/schemas/search-places.ts';
import { createAnswerCache } from '../../http/answer-cache.ts';
import { nextPageLink } from '../../http/next-page-link.ts';
import { mapClusters } from './property-map.service.ts';
import * as search from './property-search.service.ts';
import { placesLike } from './search-places.repository.ts';

/**
 * A search answer: the cards as JSON text, the next page's Link header (null on the last page) and
 * the place a search by place found (null when none).
 */
type SearchAnswer = { body: string; link: string | null; place: string | null };

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The same search is answered from memory for SEARCH_CACHE_MS (1 s), then refreshed in the
  // background: a burst of visitors costs one query a second. Results may be up to about two seconds
  // late; nothing is decided on them (availability, quotes and booking ask the database; decision 39).
  const answers = createAnswerCache<SearchAnswer>({
    ttlMs: deps.config.searchCacheMs,
    maxEntries: 1000,
  });
  const searchAnswer = async (url: string, query: PropertySearchQuery): Promise<SearchAnswer> => {
    const page = await search.searchProperties(deps, query);
    return {
      body: page.cardsJson,
      link: page.nextCursor ? nextPageLink(url, page.nextCursor) : null,
      place: page.matchedPlace,
    };
  };

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Search approved listings (home cards); the next page is in the Link header',
        description:
          'Without parameters: the featured list (recommended order). Filters combine; pages of `limit` ' +
          '(24, at most 100) follow `Link: <…>; rel="next"`, absent on the last page. `bbox` ' +
          '(minLng,minLat,maxLng,maxLat) keeps the listings whose public position lies in the box; each ' +
          "card's `position` is that public position (rounded to 2 decimals, about 1 km) or null. With " +
          "`checkIn` and `checkOut`, each card's `stayTotal` is what that stay would cost there (the " +
          "quote's total: each night's price, the fees, GST), null where it cannot be priced. On the first " +
          'page of a search by `location`, the `Matched-Place` header names the city, destination or state ' +
          'found (percent-encoded UTF-8; "Udaipur" for "Udaipr"), absent when the text matched none.',
        querystring: propertySearchQuery,
        response: { 200: propertyCardList },
      },
    },
    async (request, reply) => {
      const answer = await answers.answer(request.url, () => searchAnswer(request.url, request.query));
      if (answer.link) reply.header('link', answer.link);
      if (answer.place) reply.header(MATCHED_PLACE_HEADER, encodeURIComponent(answer.place));
      // The cards are JSON text already (property-cards.repository.ts cardJson): Fastify sends a string
      // as it is, so the type provider's object type does not apply (the API tests check the shape).
      const body: unknown = answer.body;
      return reply.type('application/json; charset=utf-8').send(body as PropertyCard[]);
    },
  );

  // Suggestions as the Where field is typed: every keystroke of everyone typing "Udai" costs one query a second.
  const places = createAnswerCache<SearchPlace[]>({ ttlMs: deps.config.searchCacheMs, maxEntries: 1000 });

  app.get(
    '/properties/places',
    {
      schema: {
        tags: ['properties'],
        summary: 'The places Basera has listings in, for the Where field as it is typed',
        description:
          'At most 8 cities of public listings with their state and how many listings each has: those ' +
          'whose city (or a word of it) or state starts with `q`, or whose city is like it with a typo; ' +
          'cities starting with `q` first, then by listings. Without `q`, the cities with most listings.',
        querystring: searchPlaceQuery,
        response: { 200: searchPlaceList },
      },
    },
    async (request) =>
      places.answer(request.query.q.toLowerCase(), () =>
        placesLike(deps.db, request.query.q, MAX_SEARCH_PLACES),
      ),
  );

  // The map's clusters are kept the same way, by URL (decision 105): panning back and forth, and
  // everyone looking at the same city, cost one query a second.
  const maps = createAnswerCache<string>({ ttlMs: deps.config.searchCacheMs, maxEntries: 1000 });

  app.get(
    '/properties/map',
    {
      schema: {
        tags: ['properties'],
        summary: "Clusters of the matching listings inside the map's box, for the map",
        description:
          'The same filters as `GET /api/properties`, inside `bbox` (minLng,minLat,maxLng,maxLat; the ' +
          "listings' public positions, rounded to 2 decimals), grouped in the cells of a grid of about " +
          '60 px at `zoom` (0-20). Each cluster: the mean position of its listings, their count, the ' +
          'cheapest nightly base price in paise, and `propertyId` when it is one listing. Every ' +
          'matching listing is in exactly one cluster; a box spanning more than 4096 cells is refused.',
        querystring: propertyMapQuery,
        response: { 200: mapClusterList },
      },
    },
    async (request, reply) => {
      const body: unknown = await maps.answer(request.url, () => mapClusters(deps, request.query));
      // JSON text built by PostgreSQL (property-map.repository.ts), sent as it is.
      return reply.type('application/json; charset=utf-8').send(body as MapCluster[]);
    },
  );
};
