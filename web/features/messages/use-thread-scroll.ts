import { type RefObject, useLayoutEffect, useRef } from 'react';

/** How near the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 120;

/**
 * Keeps a conversation's scroll where a reader expects it: at the newest message when it opens and
 * when a message arrives while the reader is at the bottom (or sent it); in place when earlier
 * messages are loaded above.
 */
export function useThreadScroll(
  scroller: RefObject<HTMLElement | null>,
  { newestId, oldestId, newestMine }: { newestId?: string; oldestId?: string; newestMine: boolean },
) {
  const seen = useRef<{ newest?: string; oldest?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (newestId !== before.newest && (before.newest === undefined || before.atBottom || newestMine))
      el.scrollTop = el.scrollHeight;
    else if (oldestId !== before.oldest && before.oldest !== undefined)
      el.scrollTop += el.scrollHeight - before.height; // earlier messages came in above
    seen.current = {
      newest: newestId,
      oldest: oldestId,
      height: el.scrollHeight,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM,
    };
  }, [scroller, newestId, oldestId, newestMine]);

  /** To pass as the scroller's onScroll: remembers whether the reader is at the bottom. */
  return () => {
    const el = scroller.current;
    if (!el) return;
    seen.current.height = el.scrollHeight;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
  };
}
