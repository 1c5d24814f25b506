// A blur caused by pressing something else (a checkbox, Pay) happens on the press, before the click.
// A message shown at once under the field left would push what is being pressed down, out from under
// the pointer, and the click would be lost. Work started on blur waits for the press to end instead.

let pressing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressing = true), { capture: true });
  for (const end of ['pointerup', 'pointercancel'])
    window.addEventListener(end, () => (pressing = false), { capture: true });
}

/** Runs `work` now, or once the pointer press in progress is over and its click has been handled. */
export function afterPointerRelease(work: () => void): void {
  if (!pressing) {
    work();
    return;
  }
  const run = () => {
    window.removeEventListener('pointerup', run, { capture: true });
    window.removeEventListener('pointercancel', run, { capture: true });
    // The click is dispatched after pointerup in the same task: only then may the layout move.
    setTimeout(work, 0);
  };
  window.addEventListener('pointerup', run, { capture: true });
  window.addEventListener('pointercancel', run, { capture: true });
}

/** An onBlur handler that does its work once a press that caused the blur is over. */
export const settledBlur =
  <E>(onBlur: (event: E) => unknown) =>
  (event: E) =>
    afterPointerRelease(() => void onBlur(event));
