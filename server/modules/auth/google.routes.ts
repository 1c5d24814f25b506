import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const googleAuthRoutes: FastifyPluginAsyncZod = async () => {};
