import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { type PropertyDetail, propertyDetail, propertyIdParams } from '../../../domain/schemas/properties.ts';
import { createAnswerCache } from '../../http/answer-cache.ts';
import { notFound } from '../../http/http-error.ts';
import { viewerOf } from '../../http/request-identity.ts';
import { isAnonymous } from '../listings/index.ts';
import * as detail from './property-detail.service.ts';

export const propertyDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Everyone without a session gets the same page: it is kept as JSON text for SEARCH_CACHE_MS, as
  // search answers are (decision 39), so a popular listing costs one query a second. Signed-in
  // viewers (the owner after an edit, guests, admins) always get a fresh answer of their own.
  const publicPages = createAnswerCache<string | null>({
    ttlMs: deps.config.searchCacheMs,
    maxEntries: 1000,
  });

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'A listing for its page: photos, amenities, badges, the first 6 reviews, the owner',
        description:
          'Approved listings are public; a draft, pending or rejected one answers only its owner and ' +
          'admins (404 for anyone else). The exact address (street lines, landmark, pincode) and exact ' +
          'coordinates go to admins, the owner and guests with a confirmed or completed booking; ' +
          'others get nulls and coordinates rounded to 2 decimals (`location.exact: false`).',
        params: propertyIdParams,
        response: { 200: propertyDetail },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await viewerOf(request);
      if (!isAnonymous(viewer)) return detail.propertyDetail(deps, id, viewer);
      const page = await publicPages.answer(id, () => detail.publicDetailJson(deps, id));
      if (page === null) throw notFound(m.server_property_not_found());
      // JSON text already encoded by the response schema: Fastify sends a string as it is.
      const body: unknown = page;
      return reply.type('application/json; charset=utf-8').send(body as PropertyDetail);
    },
  );
};
