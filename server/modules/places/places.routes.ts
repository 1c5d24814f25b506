import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeList, placeQuery, reversePlace, reverseQuery } from '../../../domain/schemas/places.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { createGeocoder } from '../../integrations/geo/create-geocoder.ts';
import type { Geocoder } from '../../integrations/geo/geocoder.ts';
import { placeAt, searchPlaces } from './places.service.ts';

// Places change rarely: a browser may reuse an answer for an hour (typing back over a word is free).
const CACHE = 'public, max-age=3600';

/**
 * The wizard's address search (decision 50), public like the catalogue: suggestions for a text and
 * the place at a point, from GEOCODER_URL's geocoder or the offline gazetteer.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ geocoder?: Geocoder }> = async (app, opts) => {
  const geocoder = opts.geocoder ?? createGeocoder(app.deps.config, app.deps.log);

  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Address suggestions in India for a typed text (at most 8)',
        querystring: placeQuery,
        response: { 200: placeList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return searchPlaces(geocoder, request.query.q);
    },
  );

  app.get(
    '/places/reverse',
    {
      schema: {
        tags: ['places'],
        summary: 'The place at or nearest to a point (the nearest city when offline)',
        querystring: reverseQuery,
        response: { 200: reversePlace, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const found = await placeAt(geocoder, request.query.latitude, request.query.longitude);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
};
