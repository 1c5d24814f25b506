import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin writes to the six catalogues, built from domain/catalogues.ts (issue 13). Registered under /api/admin behind the admin guard. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async () => {};
