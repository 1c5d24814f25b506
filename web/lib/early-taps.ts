declare global {
  interface Window {
    /** The app has drawn or taken over the page: taps go to it (web/early-taps.js). */
    baseraLive?: boolean;
    /** The last button tapped before that, held by web/early-taps.js. */
    baseraHeldTap?: HTMLElement;
  }
}

/**
 * Called once the app has drawn or taken over the page (decision 138): taps reach it from now on,
 * and the last button tapped before, if it is still on the page, is pressed again.
 */
export function takeOverEarlyTaps() {
  window.baseraLive = true;
  const held = window.baseraHeldTap;
  window.baseraHeldTap = undefined;
  // After the first render's effects: the button's handler may open what they set up.
  if (held?.isConnected) setTimeout(() => held.click(), 0);
}
