import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/http-error.ts';

const WINDOW_MS = 15 * 60 * 1000;

function emailOf(request: FastifyRequest) {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Two limits for sign-in style endpoints: per client address (request.ip, which honours
 * X-Forwarded-For only when TRUST_PROXY is set) and per email address, so neither one
 * address nor many addresses can hammer one account. Both are counted on every attempt.
 */
export function authRateLimits(app: FastifyInstance, name: string) {
  const max = app.deps.config.rateLimitMax;
  const perClient = app.createRateLimit({
    max: max * 5,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const perEmail = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `${name}:email:${emailOf(req)}`,
  });

  return async function rateLimited(request: FastifyRequest) {
    const results = [await perClient(request), await perEmail(request)];
    const refused = results.find((r) => !r.isAllowed && r.isExceeded);
    if (refused && !refused.isAllowed) {
      const minutes = Math.max(1, Math.ceil(refused.ttlInSeconds / 60));
      throw tooManyRequests(
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  };
}
