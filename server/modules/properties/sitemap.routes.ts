import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap.service.ts';

/** /sitemap.xml and /robots.txt for search engines: public pages and approved listings (sitemap.service.ts). */
export async function sitemapRoutes(app: FastifyInstance) {
  const robots = robotsTxt(app.deps.config);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.deps)),
  );
}
