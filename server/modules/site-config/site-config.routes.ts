import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfig } from '../../../domain/schemas/site-config.ts';
import { siteConfigOf } from './site-config.service.ts';

export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/site-config',
    {
      schema: {
        tags: ['site'],
        summary:
          'Settings the web app reads at run time: the map tiles, the checkout and the periods pages quote',
        response: { 200: siteConfig },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed only by a restart: browsers may keep it for five minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return siteConfigOf(deps);
    },
  );
};
