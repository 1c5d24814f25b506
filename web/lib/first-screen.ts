// The address the visit opened on. While the app still shows it, long pages draw in parts
// (components/ui/draw-later.tsx) so a phone's first visit has no long task (issue 29). After the
// first move inside the app, pages draw whole: Back relies on the browser restoring the scroll
// position, which needs the whole page there at once.
const openedOn = typeof window === 'undefined' ? '' : window.location.href;
let moved = false;

/** Whether the app still shows the page the visit opened on, before any move inside the app (always,
 * on the server drawing a first screen: decision 135). */
export function onFirstScreen(): boolean {
  if (typeof window === 'undefined') return true;
  if (!moved && window.location.href !== openedOn) moved = true;
  return !moved;
}
