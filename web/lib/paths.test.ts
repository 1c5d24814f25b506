import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webRoutes } from '../../domain/web-routes.ts';
import { adminPageList, adminSectionOf, paths } from './paths.ts';

/** Every pattern the router is given: each entry of `paths` (functions called as the router calls them) and each admin page. */
const routerPatterns = [
  ...Object.values(paths).map((entry) => (typeof entry === 'function' ? entry(':id') : entry)),
  ...adminPageList.map((page) => page.path),
];
const tablePatterns: string[] = webRoutes.map((route) => route.pattern);

describe('the web route table (domain/web-routes.ts) and paths.ts', () => {
  it('has every path the router uses, so the server answers it with 200', () => {
    for (const pattern of routerPatterns) expect(tablePatterns, pattern).toContain(pattern);
  });

  it('has no page the router does not show (the server would answer 200 with a 404 screen)', () => {
    for (const pattern of tablePatterns) expect(routerPatterns, pattern).toContain(pattern);
  });

  it('is the only source of the router: every <Route path> in web/router.tsx reads paths.ts', () => {
    const router = readFileSync(new URL('../router.tsx', import.meta.url), 'utf8');
    const routePaths = [...router.matchAll(/<Route\b[^>]*\bpath=\{([^}]*)\}/g)].map((m) => m[1]);
    expect(routePaths.length).toBeGreaterThan(10);
    for (const expression of routePaths) expect(expression).toMatch(/^(paths\.\w+(\(':id'\))?|path)$/);
  });
});

describe('the admin sidebar entry of a location', () => {
  it('is the page itself, or the section a page sits under; the dashboard only at /admin', () => {
    expect(adminSectionOf('/admin')).toBe('dashboard');
    expect(adminSectionOf('/admin/properties')).toBe('properties');
    expect(adminSectionOf('/admin/properties/0f8fad5b-d9cb-469f-a165-70867728950e/edit')).toBe('properties');
    expect(adminSectionOf('/admin/properties?status=pending')).toBe('properties');
    expect(adminSectionOf('/admin/users/')).toBe('users');
    expect(adminSectionOf('/admin/create-property')).toBe('createProperty');
    expect(adminSectionOf('/admin/unknown')).toBeUndefined();
    expect(adminSectionOf('/admin/propertiesX')).toBeUndefined();
  });
});
