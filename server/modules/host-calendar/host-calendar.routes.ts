import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The host's calendar, blocks and nightly prices (issue 12 §2), under /api/owner. */
export const ownerCalendarRoutes: FastifyPluginAsyncZod = async (_app) => {};
