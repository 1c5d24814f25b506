import { useLocation } from 'wouter';
import { matchWebRoute, notFoundTitle } from '../../../domain/web-routes.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/**
 * Titles the tab after the page the address opens (domain/web-routes.ts: "Sign in · Basera";
 * any unknown path "Page not found · Basera"). Rendered before the routes, so a page's own
 * usePageTitle runs after it and wins.
 */
export function RouteTitle() {
  const [location] = useLocation();
  usePageTitle(matchWebRoute(location)?.title ?? notFoundTitle);
  return null;
}
