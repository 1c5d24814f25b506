import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PropertyCard,
  propertyCardList,
  propertySearchQuery,
} from '../../../domain/schemas/properties.ts';
import { pathOf } from '../../http/request-logging.ts';
import * as search from './property-search.service.ts';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

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
      const page = await search.searchProperties(deps, request.query);
      if (page.nextCursor) {
        const params = new URLSearchParams(request.url.split('?')[1] ?? '');
        params.set('cursor', page.nextCursor);
        reply.header('link', `<${pathOf(request.url)}?${params}>; rel="next"`);
      }
      // The cards are JSON text already (property-cards.repository.ts cardJson): Fastify sends a string
      // as it is, so the type provider's object type does not apply (the API tests check the shape).
      const body: unknown = page.cardsJson;
      return reply.type('application/json; charset=utf-8').send(body as PropertyCard[]);
    },
  );
};
