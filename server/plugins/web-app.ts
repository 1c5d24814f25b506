import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { m } from '#i18n/messages.js';
import { matchWebRoute } from '../../domain/web-routes.ts';
import { pathOf } from '../http/request-logging.ts';
import { appPageHtml } from './app-page.ts';
import { pageRequest } from './language-pages.ts';

/** A path that names a file (`/assets/x.js`, `/favicon.ico`): never answered with the app's HTML. */
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/')));

/**
 * Serves the built web app. Files come from the build with their brotli or gzip copy when the
 * browser takes one (written at build time by scripts/precompress.ts). The app's HTML answers
 * the pages of domain/web-routes.ts with 200 and any other page path with 404 (the app shows its
 * 404 screen), in English or, under /hi, in Hindi (language-pages.ts); a missing file or API path
 * is a plain 404, never the HTML.
 */
export const webApp = fp(async (app: FastifyInstance, opts: { webDir: string; publicUrl: string }) => {
  const index = path.join(opts.webDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build:web`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDir,
    wildcard: false,
    // `/` is a page like any other (its language, its alternates): answered below, not as a file.
    index: false,
    // The server answers these itself (modules/properties/sitemap.routes.ts); an older build's copy
    // must not take the route.
    globIgnore: ['robots.txt*', 'sitemap.xml*'],
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed asset names never change: cache them for a year; anything else revalidates.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = pathOf(request.url);
    if (pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: m.server_no_such_endpoint({ method: request.method, path: pathname }) });
    }
    if (looksLikeFile(pathname)) {
      // A file written after start (the app rebuilt in place) is served; a missing one, e.g. a
      // script of an older build, is a JSON 404: the app reloads on it rather than run HTML as code.
      let file: string;
      try {
        file = decodeURIComponent(pathname);
      } catch {
        return reply.status(404).send({ message: m.server_not_found() });
      }
      return reply.sendFile(file);
    }
    const page = pageRequest(request, reply, pathname);
    if ('redirectTo' in page) return reply.redirect(page.redirectTo, 302);
    const route = matchWebRoute(page.appPath);
    const html = await appPageHtml(reply, { ...opts, language: page.language, appPath: page.appPath, route });
    return reply
      .status(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
});
