import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { m } from '#i18n/messages.js';
import { refuseCrossSite } from '../http/access.ts';
import { forbidden } from '../http/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages. Browsers send Origin on such
 * requests (and Sec-Fetch-Site); a mismatch is a cross-site request and is refused.
 */
export const sameOrigin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    await refuseCrossSite(request);
    const origin = request.headers.origin;
    if (!origin) return;
    // 'null' comes from sandboxed frames and the like, never from our own pages.
    if (origin === 'null') throw forbidden(m.server_cross_site_refused());
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(m.server_cross_site_refused());
    }
    const host =
      request.headers['x-forwarded-host'] && app.deps.config.trustProxy
        ? String(request.headers['x-forwarded-host'])
        : request.headers.host;
    if (originHost !== host) throw forbidden(m.server_cross_site_refused());
  });
});
