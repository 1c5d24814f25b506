import { useLocation } from 'wouter';
import { matchWebRoute } from '../../../domain/web-routes.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { routeTitleOf } from '../../lib/route-titles.ts';

/**
 * Titles the tab after the page the address opens (domain/web-routes.ts, in this build's language
 * from lib/route-titles.ts: "Sign in · Basera"; any unknown path "Page not found · Basera").
 * Rendered before the routes, so a page's own usePageTitle runs after it and wins.
 */
export function RouteTitle() {
  const [location] = useLocation();
  usePageTitle(routeTitleOf(matchWebRoute(location)));
  return null;
}
