import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitAttempts } from './attempt-limits.service.ts';

function emailOf(request: FastifyRequest) {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Limits on sign-in style endpoints, counted in the database (shared by every instance): per client
 * address (request.ip, which honours X-Forwarded-For only when TRUST_PROXY is set), five times
 * RATE_LIMIT_MAX, every attempt; and for registration and forgot-password per email address,
 * RATE_LIMIT_MAX. Password failures per account are the sign-in service's (password-sign-in.service.ts).
 */
export function authRateLimits(app: FastifyInstance, name: 'register' | 'login' | 'forgot' | 'admin-login') {
  const { deps } = app;
  const max = deps.config.rateLimitMax;
  return async function rateLimited(request: FastifyRequest) {
    await limitAttempts(deps, `${name}:ip:${request.ip}`, max * 5);
    const email = emailOf(request);
    if (email && (name === 'register' || name === 'forgot'))
      await limitAttempts(deps, `${name}:email:${email}`, max);
  };
}
