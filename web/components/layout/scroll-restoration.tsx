import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long to wait for a new page's heading (its code or its data may still be loading). */
const HEADING_WAIT_MS = 5000;

/**
 * After a client-side page change, focus moves to the new page's main heading (h1), so a screen
 * reader announces the page and the keyboard starts from its top. Not on the first load (the
 * browser does that), and not when something on the new page already took focus (a field with
 * autofocus, a dialog). The heading gets tabindex -1: focusable by script, not a Tab stop.
 */
/**
 * The path each h1 appeared on. While a page's code loads, the old page can stay on screen after
 * the address has changed: only a heading that appeared on the new path is the new page's.
 */
const headingPaths = new WeakMap<Element, string>();

function tagHeadings(root: ParentNode) {
  for (const heading of root.querySelectorAll('h1')) {
    if (!headingPaths.has(heading)) headingPaths.set(heading, window.location.pathname);
  }
}

/** Keeps tagging headings as they appear; the ones already there belong to the first page. */
function watchHeadings(): () => void {
  tagHeadings(document);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.tagName === 'H1' && !headingPaths.has(node))
          headingPaths.set(node, window.location.pathname);
        tagHeadings(node);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function focusMainHeadingSoon(): () => void {
  const path = window.location.pathname;
  // Focus on the header, the footer or a closing menu is chrome left over from the click; focus
  // inside the new page's main content or a dialog was put there on purpose and stays.
  const claimed = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) return false;
    return active.closest('main, [role="dialog"], [role="alertdialog"]') !== null;
  };
  // After a second, a heading React kept from the last page (the same component on both paths) will do.
  let anyHeading = false;
  const tryFocus = (): boolean => {
    const isNew = (h: Element) => anyHeading || headingPaths.get(h) === path;
    const heading =
      [...document.querySelectorAll<HTMLElement>('main h1')].find(isNew) ??
      [...document.querySelectorAll<HTMLElement>('h1')].find(isNew);
    if (!heading) return false;
    if (claimed()) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.classList.add('outline-none');
    heading.focus({ preventScroll: true });
    return true;
  };
  let observer: MutationObserver | undefined;
  // Once the visitor does something (opens a menu, types), focus is theirs: stop waiting.
  const userActed = () => stop();
  window.addEventListener('pointerdown', userActed, true);
  window.addEventListener('keydown', userActed, true);
  const stop = () => {
    window.removeEventListener('pointerdown', userActed, true);
    window.removeEventListener('keydown', userActed, true);
    observer?.disconnect();
    clearTimeout(start);
    clearTimeout(relax);
    clearTimeout(giveUp);
  };
  // A moment later than the render: a menu that closed on the click hands focus back first.
  const start = setTimeout(() => {
    if (tryFocus()) return stop();
    observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, 50);
  const relax = setTimeout(() => {
    anyHeading = true;
    if (tryFocus()) stop();
  }, 1000);
  const giveUp = setTimeout(stop, HEADING_WAIT_MS);
  return stop;
}

/**
 * A new page starts at the top (wouter keeps the old scroll position when the path changes).
 * Back and forward are left to the browser, which restores where the visitor was. Either way focus
 * moves to the new page's heading.
 */
export function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const fromHistory = useRef(false);
  const previous = useRef(location);

  useEffect(() => watchHeadings(), []);

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

  // The first load is the browser's to announce; every later page change moves focus.
  const focusedFor = useRef(location);
  useEffect(() => {
    if (focusedFor.current === location) return;
    focusedFor.current = location;
    return focusMainHeadingSoon();
  }, [location]);

  return null;
}
