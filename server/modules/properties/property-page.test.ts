import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchWebRoute } from '../../../domain/web-routes.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { withLanguageAlternates } from '../../plugins/language-pages.ts';
import { makeProperty } from '../../testing/factories.ts';
import { freshDatabase, testEngines } from '../../testing/test-database.ts';
import { PUBLIC_PAGES } from './sitemap.service.ts';

const html =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Basera: short stays across India, priced in rupees." />' +
  '<title>Basera · Stays across India</title></head><body><div id="root"></div></body></html>';

describe.each(testEngines)('listing pages for crawlers and the sitemap on %s', (engine) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let webDir: string;
  let approvedId: string;
  let plainId: string;
  let pendingId: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'basera-page-'));
    writeFileSync(path.join(webDir, 'index.html'), html);
    mkdirSync(path.join(webDir, 'hi'));
    writeFileSync(path.join(webDir, 'hi', 'index.html'), html.replace('<html>', '<html lang="hi">'));
    handle = await freshDatabase(engine);
    const config = loadConfig({
      DATA_DIR: '.data/test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://basera.example',
    });
    app = await buildApp({ config: { ...config, webDir }, db: handle.db, logger: false });
    await app.ready();
    const { db } = handle;
    approvedId = (
      await makeProperty(db, {
        title: 'Villa <script>alert("x")</script> & "Sea"',
        description: `Wake up to the waves. ${'Long lazy mornings on the verandah. '.repeat(10)}`,
        photos: [
          { url: '/p/second.jpg', sortOrder: 0 },
          { url: '/api/media/scene/beach-7.jpg', sortOrder: 3, isMainPhoto: true },
        ],
        updatedAt: new Date('2026-10-05T20:00:00Z'),
      })
    ).id;
    plainId = (
      await makeProperty(db, {
        title: 'Plain hut',
        description: null,
        city: 'Manali',
        state: 'Himachal Pradesh',
      })
    ).id;
    pendingId = (await makeProperty(db, { title: 'Not yet approved', status: 'pending' })).id;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("answers an approved listing's page with its title, description and preview tags, escaped", async () => {
    const res = await app.inject({ url: `/property/${approvedId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.body;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('Stays across India');
    expect(page).toContain(
      '<title>Villa &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Sea&quot; · Basera</title>',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(description).toMatch(/^Wake up to the waves\. Long lazy mornings/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(page).toContain(
      '<meta property="og:image" content="https://basera.example/api/media/scene/beach-7.jpg" />',
    );
    expect(page).toContain(
      `<meta property="og:url" content="https://basera.example/property/${approvedId}" />`,
    );
    expect(page).toContain('<meta property="og:type" content="website" />');
    expect(page).toMatch(/<meta property="og:title" content="Villa &lt;script&gt;/);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<div id="root"></div>');
    // The cover is asked for with the page, not after its script has drawn the gallery.
    expect(page).toMatch(
      /<link rel="preload" as="image" href="\/api\/media\/scene\/beach-7\.jpg\?w=1200" imagesrcset="[^"]+ 1200w" imagesizes="\(min-width: 768px\) 50vw, 100vw" fetchpriority="high" \/>/,
    );
  });

  it('describes a listing without description or photos by its place', async () => {
    const page = (await app.inject({ url: `/property/${plainId}` })).body;
    expect(page).toContain(
      '<meta name="description" content="Plain hut: a stay in Manali, Himachal Pradesh, on Basera." />',
    );
    expect(page).not.toContain('og:image');
    expect(page).not.toContain('as="image"');
    expect(page).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('answers an unknown, malformed or unapproved id with the plain app and 404', async () => {
    for (const id of ['5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10', 'not-an-id', pendingId]) {
      const res = await app.inject({ url: `/property/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(withLanguageAlternates(html, 'https://basera.example', `/property/${id}`));
    }
  });

  it('answers the Hindi address with the Hindi app, its own address and a Hindi description', async () => {
    const res = await app.inject({ url: `/hi/property/${plainId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain(
      '<meta name="description" content="Plain hut: Manali, Himachal Pradesh में ठहरने की जगह, Basera पर।" />',
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="https://basera.example/hi/property/${plainId}" />`,
    );
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="en-IN" href="https://basera.example/property/${plainId}" />`,
    );
  });

  it('lists the public pages and approved listings in /sitemap.xml', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const both = (page: string) =>
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://basera.example' +
      `${page}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="https://basera.example/hi${page === '/' ? '' : page}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://basera.example${page}"/>`;
    expect(xml).toContain(`<url><loc>https://basera.example/</loc>${both('/')}</url>`);
    expect(xml).toContain(`<url><loc>https://basera.example/hi</loc>${both('/')}</url>`);
    expect(xml).toContain(
      `<url><loc>https://basera.example/hi/help-center</loc>${both('/help-center')}</url>`,
    );
    const listing = `/property/${approvedId}`;
    expect(xml).toContain(
      `<url><loc>https://basera.example${listing}</loc><lastmod>2026-10-05</lastmod>${both(listing)}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://basera.example/hi${listing}</loc><lastmod>2026-10-05</lastmod>${both(listing)}</url>`,
    );
    expect(xml).toContain(`https://basera.example/property/${plainId}`);
    expect(xml).not.toContain(pendingId);
    expect(xml).not.toMatch(/\/(admin|auth|trips|owner)/);
    for (const page of PUBLIC_PAGES) expect(matchWebRoute(page), page).toBeTruthy();
  });

  it('names the sitemap in /robots.txt and keeps crawlers off accounts and admin', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *\nDisallow: /api/\nDisallow: /admin\n');
    expect(res.body).toContain('Sitemap: https://basera.example/sitemap.xml\n');
    for (const page of PUBLIC_PAGES) expect(res.body).not.toMatch(new RegExp(`^Disallow: ${page}$`, 'm'));
    // The sign-in page is open to crawlers (decision 111); the pages behind it are not.
    expect(res.body).not.toMatch(/^Disallow: (\/hi)?\/auth$/m);
    expect(res.body).toMatch(/^Disallow: \/trips$/m);
  });
});
