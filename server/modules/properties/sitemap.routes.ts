import type { FastifyInstance } from 'fastify';
import { sitemapXml } from './sitemap.service.ts';

/** /sitemap.xml for search engines: public pages and approved listings (sitemap.service.ts). */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.deps)),
  );
}
