import { useSyncExternalStore } from 'react';

/**
 * Whether a checkout is under way (script loading, open, or its payment being verified). It lives
 * outside React: the dialog that started it may close (a phone's booking sheet does) before the
 * payment is verified, and Pay must stay disabled if it is opened again meanwhile (traveller §5).
 */
let busy = false;
const listeners = new Set<() => void>();

export function setCheckoutBusy(next: boolean): void {
  busy = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCheckoutBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busy,
    () => busy,
  );
}
