import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; any non-API path falls back to index.html for the client router. */
export const webApp = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const index = path.join(opts.webDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build:web`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDir,
    wildcard: false,
    setHeaders(res, filePath) {
      // Hashed asset names never change: cache them for a year; index.html always revalidates.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
