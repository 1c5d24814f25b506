import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amenityList,
  badgeList,
  contactList,
  destinationList,
  propertyTypeList,
  ratingParameterList,
} from '../../../domain/schemas/catalog.ts';
import * as catalog from './catalog.service.ts';

/** Public catalogue reads (admin writes live under /api/admin). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const list = { tags: ['catalog'] };

  app.get('/destinations', { schema: { ...list, response: { 200: destinationList } } }, () =>
    catalog.listDestinations(deps),
  );
  app.get('/amenities', { schema: { ...list, response: { 200: amenityList } } }, () =>
    catalog.listAmenities(deps),
  );
  app.get('/rating-parameters', { schema: { ...list, response: { 200: ratingParameterList } } }, () =>
    catalog.listRatingParameters(deps),
  );
  app.get('/badges', { schema: { ...list, response: { 200: badgeList } } }, () => catalog.listBadges(deps));
  app.get('/property-types', { schema: { ...list, response: { 200: propertyTypeList } } }, () =>
    catalog.listPropertyTypes(deps),
  );
  app.get('/contacts', { schema: { ...list, response: { 200: contactList } } }, () =>
    catalog.listContacts(deps),
  );
};
