import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActivity, adminStats, systemStatus } from '../../../domain/schemas/admin.ts';
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
        summary: 'Live checks: database, upload storage, payment provider and mode, mail outbox backlog',
        response: { 200: systemStatus },
      },
    },
    () => dashboard.systemStatus(deps),
  );
};
