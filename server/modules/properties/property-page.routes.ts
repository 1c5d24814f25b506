import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchWebRoute } from '../../../domain/web-routes.ts';
import { appUrl } from '../../http/app-url.ts';
import { appPageHtml } from '../../plugins/app-page.ts';
import { withCoverPreload } from '../../plugins/cover-preload.ts';
import { pageRequest } from '../../plugins/language-pages.ts';
import { withPageMeta } from '../../plugins/page-meta.ts';
import { type PropertyPageMeta, propertyPageMeta } from './property-page.service.ts';

const withListing = (html: string, meta: PropertyPageMeta) => {
  const described = withPageMeta(html, meta);
  return meta.cover ? withCoverPreload(described, meta.cover) : described;
};

/**
 * /property/{id} (and /hi/property/{id}) for crawlers and link previews: the web app's HTML with
 * the listing's title, description and Open Graph tags, and its cover photo preloaded, for an
 * approved listing (200), else the plain app with 404 (it shows "Property Not Found").
 */
export async function propertyPageRoutes(app: FastifyInstance, opts: { webDir: string }) {
  const handler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const page = pageRequest(request, reply, request.url.split('?')[0] ?? request.url);
    if ('redirectTo' in page) return reply.redirect(page.redirectTo, 302);
    let withAlternates: string;
    try {
      withAlternates = await appPageHtml(reply, {
        webDir: opts.webDir,
        language: page.language,
        appPath: page.appPath,
        route: matchWebRoute(page.appPath),
        publicUrl: appUrl(app.deps.config),
      });
    } catch {
      return reply.callNotFound(); // The web app is not built: server/plugins/web-app.ts says so.
    }
    const meta = await propertyPageMeta(app.deps, request.params.id, page.language);
    return reply
      .status(meta ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(meta ? withListing(withAlternates, meta) : withAlternates);
  };
  app.get('/property/:id', { schema: { hide: true } }, handler);
  app.get('/hi/property/:id', { schema: { hide: true } }, handler);
}
