import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers that only a document obeys (a page, or a file opened as one): what it may load,
 * frame or open, and HSTS, which the page's own answer already set. X-Content-Type-Options,
 * Cross-Origin-Resource-Policy and Referrer-Policy (a style sheet's fonts use it) stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The web build's hashed files (/assets/, /hi/assets/): what the app itself wrote. */
const BUILD_FILE = /^(?:\/hi)?\/assets\//;
/** Scripts, style sheets, fonts and raster images: never shown as a document of their own. */
const SUBRESOURCE = /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg))/i;

/**
 * Leaves the document-only headers off the build's scripts, style sheets, fonts and images (decision
 * 124): about 0.7 KB each, and a phone's first visit fetches some twenty. Uploads keep theirs (a
 * sandboxing policy in case one is opened as a page).
 */
export const documentOnlyHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    if (!BUILD_FILE.test(request.url) || typeof type !== 'string' || !SUBRESOURCE.test(type)) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });
});
