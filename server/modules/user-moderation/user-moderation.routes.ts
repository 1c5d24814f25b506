import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Users: the admin's list, role changes and the guidelines ladder (issue 13). Registered under /api/admin behind the admin guard. */
export const adminUserRoutes: FastifyPluginAsyncZod = async () => {};
