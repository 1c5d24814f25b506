import { describe, expect, it } from 'vitest';
import { speaking } from './rules/speaking.testing.ts';
import { documentTitle, matchWebRoute, notFoundTitle, routeTitle, webRoutes } from './web-routes.ts';

describe('matchWebRoute', () => {
  it('knows every page of the table', () => {
    for (const route of webRoutes) {
      const pathname = route.pattern.replaceAll(':id', 'a1506e0a-e20b-5adb-b9c0-999cc6ede78c');
      expect(matchWebRoute(pathname)).toBe(route);
    }
  });

  it('ignores one trailing slash and letter case, as wouter does', () => {
    expect(matchWebRoute('/trips/')?.pattern).toBe('/trips');
    expect(matchWebRoute('/Auth')?.pattern).toBe('/auth');
    expect(matchWebRoute('/')?.pattern).toBe('/');
  });

  it('fills a parameter with exactly one non-empty segment', () => {
    expect(matchWebRoute('/property/42')?.pattern).toBe('/property/:id');
    expect(matchWebRoute('/owner/property/42/edit')?.pattern).toBe('/owner/property/:id/edit');
    expect(matchWebRoute('/property/')).toBeUndefined();
    expect(matchWebRoute('/property')).toBeUndefined();
    expect(matchWebRoute('/property/42/photos')).toBeUndefined();
    expect(matchWebRoute('/trips/42/receipt')?.pattern).toBe('/trips/:id/receipt');
    expect(matchWebRoute('/trips//receipt')).toBeUndefined();
  });

  it('knows nothing else: those paths get the 404 screen', () => {
    for (const pathname of [
      '/nope',
      '/health',
      '/trips/x',
      '//trips',
      '/admin/unknown',
      '/favicon.ico',
      '/assets/x.js',
    ]) {
      expect(matchWebRoute(pathname), pathname).toBeUndefined();
    }
  });
});

describe('documentTitle', () => {
  it("puts the site's name after the page's", () => {
    expect(documentTitle('Sign in')).toBe('Sign in · Basera');
  });
});

describe('routeTitle', () => {
  it('says each page’s title from the catalogue: in English, the table’s own', () => {
    for (const route of webRoutes) expect(routeTitle(route), route.pattern).toBe(route.title);
    expect(routeTitle(undefined)).toBe(notFoundTitle);
  });

  it('says it in Hindi on a Hindi page', () => {
    expect(speaking('hi', () => routeTitle(matchWebRoute('/trips')))).toBe('मेरी यात्राएँ');
    expect(speaking('hi', () => routeTitle(matchWebRoute('/admin/badges')))).toBe('बैज · एडमिन');
    expect(speaking('hi', () => routeTitle(undefined))).toBe('पेज नहीं मिला');
  });
});
