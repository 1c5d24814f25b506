import { useSyncExternalStore } from 'react';

// What shows a person is using the page: a pointer moving or pressing, a key, a touch, a wheel, focus
// moving (a screen reader's Tab). A scroll is left out: the browser restores one by itself.
export const INTERACTION_EVENTS = [
  'pointermove',
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'focusin',
] as const;

let interacted = false;
const listeners = new Set<() => void>();

/**
 * Not a person: an event a script dispatched, or a pointer move at the viewport's very corner (0, 0)
 * that Chromium sometimes sends to a page as it loads, with no pointer there (caught in a journey,
 * decision 146). A person's pointer sends more moves, and the next one counts.
 */
export function notAPerson(event: Event): boolean {
  if (!event.isTrusted) return true;
  return (
    event.type === 'pointermove' &&
    (event as PointerEvent).clientX === 0 &&
    (event as PointerEvent).clientY === 0
  );
}

function noteInteraction(event: Event) {
  if (notAPerson(event)) return;
  interacted = true;
  for (const event of INTERACTION_EVENTS) window.removeEventListener(event, noteInteraction, true);
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Starts listening, as the app starts: an interaction before a lazy part has loaded still counts. */
export function watchFirstInteraction() {
  if (interacted) return;
  for (const event of INTERACTION_EVENTS)
    window.addEventListener(event, noteInteraction, { capture: true, passive: true });
}

/**
 * Whether the person has used the page since it loaded (true from then on, for every page of the
 * visit): code that only a user's hand needs waits for it (decision 136: the results map's Leaflet).
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (interacted) return () => {};
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => interacted,
    () => false,
  );
}
