import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { withPageMeta } from '../../plugins/page-meta.ts';
import { propertyPageMeta } from './property-page.service.ts';

/**
 * /property/{id} for crawlers and link previews: the web app's HTML with the listing's title,
 * description and Open Graph tags for an approved listing (200), else the plain app with 404 (it
 * shows "Property Not Found"). The HTML is read once, at start, like the build it belongs to.
 */
export async function propertyPageRoutes(app: FastifyInstance, opts: { webDir: string }) {
  const index = path.join(opts.webDir, 'index.html');
  if (!existsSync(index)) return; // The web app is not built: server/plugins/web-app.ts says so.
  const html = readFileSync(index, 'utf8');

  app.get<{ Params: { id: string } }>('/property/:id', { schema: { hide: true } }, async (request, reply) => {
    const meta = await propertyPageMeta(app.deps, request.params.id);
    return reply
      .status(meta ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(meta ? withPageMeta(html, meta) : html);
  });
}
