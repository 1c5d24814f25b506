import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS, documentOnlyHeaders } from './document-only-headers.ts';

describe('security headers only a document obeys', () => {
  let app: FastifyInstance;
  const answers: Record<string, string> = {
    '/page': 'text/html; charset=utf-8',
    '/assets/app-1.js': 'application/javascript; charset=utf-8',
    '/hi/assets/app-1.css': 'text/css; charset=utf-8',
    '/assets/inter-1.woff2': 'font/woff2',
    '/assets/photo-1.jpg': 'image/jpeg',
    '/assets/logo-1.svg': 'image/svg+xml',
    '/api/uploads/photos/1.webp': 'image/webp',
    '/api/thing': 'application/json; charset=utf-8',
  };
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyHelmet);
    await app.register(documentOnlyHeaders);
    for (const [url, type] of Object.entries(answers))
      app.get(url, (_req, reply) => reply.type(type).send('x'));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/page', '/assets/logo-1.svg', '/api/uploads/photos/1.webp', '/api/thing'])(
    'stay on %s, which can be opened as a document or is not the build’s own',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers, header).toHaveProperty(header);
    },
  );

  it.each(['/assets/app-1.js', '/hi/assets/app-1.css', '/assets/inter-1.woff2', '/assets/photo-1.jpg'])(
    'are left off %s, which keeps nosniff, its resource policy and the referrer policy',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers, header).not.toHaveProperty(header);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
    },
  );
});
