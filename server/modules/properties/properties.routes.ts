import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PropertyCard,
  type PropertySearchQuery,
  propertyCardList,
  propertySearchQuery,
} from '../../../domain/schemas/properties.ts';
import { createAnswerCache } from '../../http/answer-cache.ts';
import { nextPageLink } from '../../http/next-page-link.ts';
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
          '(24, at most 100) follow `Link: <…>; rel="next"`, absent on the last page.',
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
};
