import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostCancellationCounts } from '../../../domain/schemas/host-operations.ts';
import * as hostCancellations from './host-cancellations.service.ts';

/** Host cancellations per listing for admins (issue 12 §1), under /api/admin. */
export const adminHostCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/host-cancellations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings whose hosts cancelled confirmed stays: how many times and when last, most first',
        response: { 200: hostCancellationCounts },
      },
    },
    async () => hostCancellations.hostCancellationCounts(deps),
  );
};
