import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyCardList } from '../../../domain/schemas/properties.ts';
import { listPropertyCards } from './properties.service.ts';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Approved listings as home-page cards, newest first',
        response: { 200: propertyCardList },
      },
    },
    () => listPropertyCards(db),
  );
};
