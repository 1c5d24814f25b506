import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswer } from '../../../domain/schemas/auth.ts';
import { healthStatus } from '../../../domain/schemas/health.ts';
import * as health from './health.service.ts';

/**
 * Probes for load balancers and orchestrators: /health says the process answers (liveness),
 * /health/ready that it can serve, i.e. the database answers too. Polled every few seconds, so
 * their successful requests stay out of the info log.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const probe = { tags: ['health'] };

  app.get('/health', { logLevel: 'warn', schema: { ...probe, response: { 200: healthStatus } } }, () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/health/ready',
    { logLevel: 'warn', schema: { ...probe, response: { 200: healthStatus, 503: messageAnswer } } },
    () => health.checkReady(deps),
  );
};
