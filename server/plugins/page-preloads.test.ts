import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PAGE_MODULES, preloadLinks, preloadsFor, shellOf } from './page-preloads.ts';
import { webApp } from './web-app.ts';

// A build's manifest, cut down: the entry with its shell chunk, a page merged into a shared chunk,
// and a page kept as its own entry with a style sheet.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_web-1.js'] },
  '_web-1.js': { file: 'assets/web-1.js', name: 'web', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
  '_home-page-2.js': {
    file: 'assets/home-page-2.js',
    name: 'home-page',
    imports: ['_web-1.js', '_card-3.js'],
  },
  '_card-3.js': { file: 'assets/card-3.js', name: 'card', imports: ['_react-1.js'] },
  'features/auth/auth-page.tsx': {
    file: 'assets/auth-page-4.js',
    imports: ['_card-3.js', '_web-1.js'],
    css: ['assets/auth-4.css'],
  },
};

describe('the chunks named in a first page’s HTML', () => {
  it('are the page’s own and what they import, not what the entry already loads', () => {
    expect(preloadsFor(manifest, ['features/search/home-page.tsx'], '/')).toEqual({
      scripts: ['/assets/home-page-2.js', '/assets/card-3.js'],
      styles: [],
    });
  });

  it('take the build’s base (/hi/), the page’s style sheets, and each chunk once', () => {
    expect(
      preloadsFor(manifest, ['features/auth/auth-page.tsx', 'features/search/home-page.tsx'], '/hi/'),
    ).toEqual({
      scripts: ['/hi/assets/auth-page-4.js', '/hi/assets/card-3.js', '/hi/assets/home-page-2.js'],
      styles: ['/hi/assets/auth-4.css'],
    });
  });

  it('skip a module the build does not know: the page loads as it did', () => {
    expect(preloadsFor(manifest, ['features/nowhere/page.tsx'], '/')).toEqual({ scripts: [], styles: [] });
  });

  it('leave out what the entry loads, worked out once per build’s manifest', () => {
    expect([...shellOf(manifest)]).toEqual(['index.html', '_web-1.js', '_react-1.js']);
    expect(shellOf(manifest)).toBe(shellOf(manifest));
    // A rebuild in place is read as a new manifest: its shell is its own.
    const rebuilt = { ...manifest, 'index.html': { ...manifest['index.html'], imports: [] } };
    expect([...shellOf(rebuilt)]).toEqual(['index.html']);
  });

  it('are written as modulepreload and style preload links', () => {
    expect(preloadLinks({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="preload" as="style" href="/assets/a.css" />\n    <link rel="modulepreload" crossorigin href="/assets/a.js" />',
    );
  });

  it('ask for the page’s API answers with the session cookie, as the app’s own requests do', () => {
    expect(preloadLinks({ scripts: [], styles: [] }, ['/api/properties?guests=2&x="1"'])).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/properties?guests=2&amp;x=&quot;1&quot;" />',
    );
  });

  it('name modules the router really loads on demand', () => {
    const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
    for (const module of new Set(Object.values(FIRST_VISIT_PAGE_MODULES).flat()))
      expect(router, module).toContain(`import('./${module}')`);
  });
});

describe('a first page as the server answers it', () => {
  it('names its chunks in the HTML when the build has a manifest; other pages stay as built', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'basera-preloads-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Basera</title></head><body></body></html>',
    );
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(webApp, { webDir: dir, publicUrl: 'https://basera.example' });
    try {
      const home = (await app.inject({ url: '/' })).body;
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-2.js" />');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js" />');
      expect(home).not.toContain('/assets/web-1.js');
      expect(home).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/properties?guests=2" />',
      );
      expect(home).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/session" />',
      );
      const trips = (await app.inject({ url: '/trips' })).body;
      expect(trips).not.toContain('modulepreload');
      expect(trips).not.toContain('as="fetch"');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
