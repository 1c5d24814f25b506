import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amenityList,
  badgeList,
  contactList,
  destinationList,
  propertyTypeList,
  ratingParameterList,
} from '../../../domain/schemas/catalog.ts';
import { catalogService } from './catalog.service.ts';

/** Public catalogue reads (admin writes live under /api/admin). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const list = { tags: ['catalog'] };

  app.get('/destinations', { schema: { ...list, response: { 200: destinationList } } }, () =>
    catalogService.destinations(db),
  );
  app.get('/amenities', { schema: { ...list, response: { 200: amenityList } } }, () =>
    catalogService.amenities(db),
  );
  app.get('/rating-parameters', { schema: { ...list, response: { 200: ratingParameterList } } }, () =>
    catalogService.ratingParameters(db),
  );
  app.get('/badges', { schema: { ...list, response: { 200: badgeList } } }, () => catalogService.badges(db));
  app.get('/property-types', { schema: { ...list, response: { 200: propertyTypeList } } }, () =>
    catalogService.propertyTypes(db),
  );
  app.get('/contacts', { schema: { ...list, response: { 200: contactList } } }, () =>
    catalogService.contacts(db),
  );
};
