import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActivity, adminStats, systemStatus } from '../../../domain/schemas/admin.ts';
import { messageAnswer } from '../../../domain/schemas/auth.ts';
import * as dashboard from './admin-dashboard.service.ts';

/** The admin dashboard: stats, recent activity and system status (issue 13). Under /api/admin, admins only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Counts of listings, users and bookings; "this month" is the calendar month in India',
        response: { 200: adminStats },
      },
    },
    () => dashboard.stats(deps),
  );
  app.get(
    '/activity',
    {
      schema: {
        tags,
        summary: 'The 10 newest events: listings submitted, bookings made, users joined, refunds failed',
        response: { 200: adminActivity },
      },
    },
    () => dashboard.recentActivity(deps),
  );
  app.get(
    '/system-status',
    {
      schema: {
        tags,
        summary:
          'Live checks: database, upload storage, payment provider and mode, mail outbox backlog, dead jobs',
        response: { 200: systemStatus },
      },
    },
    () => dashboard.systemStatus(deps),
  );
  app.post(
    '/dead-jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Hand a dead job back to its queue for one more attempt',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.undefined().describe('Handed back to its queue'), 404: messageAnswer },
      },
    },
    async (request, reply) => {
      await dashboard.retryDeadJob(deps, request.params.id);
      return reply.status(204).send();
    },
  );
};
