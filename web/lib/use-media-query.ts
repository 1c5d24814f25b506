import { useSyncExternalStore } from 'react';
import { matchesOnPhone } from './phone-media.ts';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server draws a phone's first screen (decision 135).
    () => matchesOnPhone(query),
  );
}
