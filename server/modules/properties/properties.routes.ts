import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PropertyCard,
  type PropertySearchQuery,
  propertyCardList,
  propertySearchQuery,
} from '../../../domain/schemas/properties.ts';
import { type MapCluster, mapClusterList, propertyMapQuery } from '../../../domain/schemas/property-map.ts';
import { createAnswerCache } from '../../http/answer-cache.ts';
import { nextPageLink } from '../../http/next-page-link.ts';
import { mapClusters } from './property-map.service.ts';
import * as search from './property-search.service.ts';

/** A search answer: the cards as JSON text and the next page's Link header (null on the last page). */
type SearchAnswer = { body: string; link: string | null };

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
    return { body: page.cardsJson, link: page.nextCursor ? nextPageLink(url, page.nextCursor) : null };
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
          "card's `position` is that public position (rounded to 2 decimals, about 1 km) or null.",
        querystring: propertySearchQuery,
        response: { 200: propertyCardList },
      },
    },
    async (request, reply) => {
      const answer = await answers.answer(request.url, () => searchAnswer(request.url, request.query));
      if (answer.link) reply.header('link', answer.link);
      // The cards are JSON text already (property-cards.repository.ts cardJson): Fastify sends a string
      // as it is, so the type provider's object type does not apply (the API tests check the shape).
      const body: unknown = answer.body;
      return reply.type('application/json; charset=utf-8').send(body as PropertyCard[]);
    },
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
