import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { withLanguageAlternates } from './language-pages.ts';
import { webApp } from './web-app.ts';

const html = `<!doctype html><html lang="en-IN"><head><title>Basera</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const hindiHtml = html.replace('lang="en-IN"', 'lang="hi"');
const base = 'https://basera.example';
/** The app's HTML as a page at `appPath` answers it: the language's build with both addresses named. */
const page = (appPath: string, built = html) => withLanguageAlternates(built, base, appPath);
const script = `export const app = ${JSON.stringify('Basera '.repeat(2000))};`;

/** A built web app as Vite and scripts/precompress.ts leave it. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'basera-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  mkdirSync(path.join(dir, 'hi'));
  writeFileSync(path.join(dir, 'hi', 'index.html'), hindiHtml);
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Basera"}');
  precompress(dir);
  return dir;
}

describe('the web app as the server answers it', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fakeBuild();
    app = Fastify();
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    await app.register(fastifyCookie);
    await app.register(webApp, { webDir: dir, publicUrl: base });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/auth', '/trips', '/trips/', '/property/a1506e0a-e20b', '/admin/users', '/auth?token=abc'])(
    'answers the page %s with the app and 200',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page(url.split('?')[0] ?? url));
    },
  );

  it.each(['/no-such-page', '/health', '/trips/extra', '/admin/unknown'])(
    'answers the unknown page %s with the app (its 404 screen) and status 404',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(page(url));
    },
  );

  it.each([
    '/assets/index-Old999.js',
    '/assets/gone.css',
    '/favicon.ico',
    '/apple-touch-icon.png',
    '/x/y.json',
  ])('answers the missing file %s with a plain 404, not the HTML', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves a file the build wrote after the server started, compressed copies included', async () => {
    const late = `export const late = ${JSON.stringify('x'.repeat(5000))};`;
    writeFileSync(path.join(dir, 'assets', 'late-Zz9.js'), late);
    precompress(dir);
    const res = await app.inject({ url: '/assets/late-Zz9.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(late);
  });

  it('never serves a file outside the web app', async () => {
    for (const url of ['/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/.env.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/nothing' });
  });

  it('serves a real file, e.g. the manifest', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Basera');
  });

  it('sends hashed assets brotli-compressed to a browser that takes br, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses the app page too, for known and unknown paths alike', async () => {
    for (const [url, status] of [
      ['/auth', 200],
      ['/nope', 404],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page(url));
    }
  });
});

describe('the web app in English and Hindi', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fakeBuild();
    app = Fastify();
    await app.register(fastifyCookie);
    await app.register(webApp, { webDir: dir, publicUrl: base });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page under /hi with the Hindi app, naming both addresses', async () => {
    for (const [url, appPath, status] of [
      ['/hi', '/', 200],
      ['/hi/trips', '/trips', 200],
      ['/hi/property/a1506e0a-e20b', '/property/a1506e0a-e20b', 200],
      ['/hi/no-such-page', '/no-such-page', 404],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-language': 'en-GB' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe(page(appPath, hindiHtml));
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="hi-IN" href="${base}/hi${appPath === '/' ? '' : appPath}" />`,
      );
      expect(res.body).toContain(`<link rel="alternate" hreflang="en-IN" href="${base}${appPath}" />`);
    }
  });

  it('sends a first visitor whose browser prefers Hindi to the Hindi address, once', async () => {
    const first = await app.inject({
      url: '/trips?tab=past',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/hi/trips?tab=past');
    expect(first.cookies).toContainEqual(expect.objectContaining({ name: 'basera_language', value: 'hi' }));

    const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-IN,en;q=0.9' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(page('/'));
    expect(english.cookies).toContainEqual(expect.objectContaining({ name: 'basera_language', value: 'en' }));
  });

  it('then follows the person’s choice, not the browser', async () => {
    const choseEnglish = await app.inject({
      url: '/trips',
      headers: { 'accept-language': 'hi', cookie: 'basera_language=en' },
    });
    expect(choseEnglish.statusCode).toBe(200);
    expect(choseEnglish.body).toBe(page('/trips'));
    expect(choseEnglish.cookies).toEqual([]);

    const choseHindi = await app.inject({
      url: '/trips',
      headers: { 'accept-language': 'en', cookie: 'basera_language=hi' },
    });
    expect(choseHindi.statusCode).toBe(302);
    expect(choseHindi.headers.location).toBe('/hi/trips');
  });
});

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('are compressed when over 1 KB and the client takes br or gzip', async () => {
    const url = '/api/openapi.json';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(document.openapi).toMatch(/^3/);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(document);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });
});
