import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyCardList } from '../../../domain/schemas/properties.ts';
import * as properties from './properties.service.ts';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Approved listings as home-page cards, newest first',
        response: { 200: propertyCardList },
      },
    },
    () => properties.listPropertyCards(deps),
  );
};
