import { useEffect } from 'react';
import { documentTitle } from '../../domain/web-routes.ts';

/**
 * Sets the tab title to "<title> · Basera" while the page shows (e.g. a stay's name once it has
 * loaded). The router titles every route from domain/web-routes.ts first; a page that knows a better
 * title calls this, and its title wins because the router's runs before the page's.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
