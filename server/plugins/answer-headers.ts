import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer names its request (X-Request-Id, for support and logs). API answers are never
 * stored by browsers or proxies unless their route says otherwise (images set their own caching):
 * they may carry a user's data.
 */
export const answerHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
