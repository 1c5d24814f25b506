import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as catalog from './catalog.service.ts';
import { serverCatalogues } from './catalogues/all-catalogues.ts';

/** Public catalogue reads, one per catalogue (admin writes live under /api/admin). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const c of Object.values(serverCatalogues)) {
    const { path, plural, item, hasActiveFlag } = c.definition;
    app.get(
      `/${path}`,
      {
        schema: {
          tags: ['catalog'],
          summary: `${catalog.capitalised(plural)}${hasActiveFlag ? ', the active ones' : ''}, oldest first`,
          response: { 200: z.array(item) },
        },
      },
      () => catalog.listItems(deps, c, 'public'),
    );
  }
};
