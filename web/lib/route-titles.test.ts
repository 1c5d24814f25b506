import { describe, expect, it } from 'vitest';
import { matchWebRoute, notFoundTitle, webRoutes } from '../../domain/web-routes.ts';
import { routeTitleOf, routeTitles } from './route-titles.ts';

describe('the tab titles of the web (English build)', () => {
  it("are domain/web-routes.ts's titles word for word", () => {
    for (const route of webRoutes) expect(routeTitles[route.pattern], route.pattern).toBe(route.title);
    expect(Object.keys(routeTitles).sort()).toEqual(webRoutes.map((route) => route.pattern).sort());
  });

  it('say Page not found for an address no page has', () => {
    expect(routeTitleOf(matchWebRoute('/nowhere'))).toBe(notFoundTitle);
    expect(routeTitleOf(matchWebRoute('/trips/abc/receipt'))).toBe('Receipt');
  });
});
