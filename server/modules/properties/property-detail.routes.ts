import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyDetail, propertyIdParams } from '../../../domain/schemas/properties.ts';
import { viewerOf } from './listing-viewer.ts';
import * as detail from './property-detail.service.ts';

export const propertyDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

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
    async (request) => detail.propertyDetail(deps, request.params.id, await viewerOf(request)),
  );
};
