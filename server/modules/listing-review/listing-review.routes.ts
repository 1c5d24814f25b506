import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Property management: the admin's list, approval and rejection, deletion (issue 13). Registered under /api/admin behind the admin guard. */
export const adminPropertyRoutes: FastifyPluginAsyncZod = async () => {};
