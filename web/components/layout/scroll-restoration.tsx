import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at the top (wouter keeps the old scroll position when the path changes).
 * Back and forward are left to the browser, which restores where the visitor was.
 */
export function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const fromHistory = useRef(false);
  const previous = useRef(location);

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useLayoutEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
