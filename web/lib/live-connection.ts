/**
 * The live stream's connection as a state machine (pure: web/lib/live-events.ts runs it). While the
 * stream is down the page polls; when it comes back after a drop, the page refetches once, since
 * the server replays nothing.
 */

/** How often a page whose stream is down refetches what the stream would have told it. */
export const POLL_MS = 10_000;
/** Waits before opening a stream the browser gave up on (an error answer), doubling to a minute. */
export const FIRST_REOPEN_MS = 2_000;
export const MAX_REOPEN_MS = 60_000;

export type LiveConnection = {
  status: 'connecting' | 'open' | 'down';
  /** Gave up on in a row (the browser's own reconnects not counted): sets the next wait. */
  failures: number;
};

/**
 * `opened`: the stream answered. `dropped`: EventSource's error; `browserRetries` when its
 * readyState is CONNECTING (the stream ended or the network blinked: the browser reconnects by
 * itself after the server's `retry`), false when CLOSED (an error answer, 401 or 503: it never will).
 */
export type LiveSignal = { type: 'opened' } | { type: 'dropped'; browserRetries: boolean };

/** What to do now: refetch once, keep polling or not, open a new stream after a wait. */
export type LivePlan = { refetchNow: boolean; poll: boolean; reopenInMs: number | null };

export const initialConnection: LiveConnection = { status: 'connecting', failures: 0 };

export function nextConnection(
  state: LiveConnection,
  signal: LiveSignal,
): { state: LiveConnection; plan: LivePlan } {
  if (signal.type === 'opened') {
    // A first open finds the page just fetched; a reopen after a drop may have missed events.
    const refetchNow = state.status === 'down';
    return { state: { status: 'open', failures: 0 }, plan: { refetchNow, poll: false, reopenInMs: null } };
  }
  if (signal.browserRetries) {
    return { state: { ...state, status: 'down' }, plan: { refetchNow: false, poll: true, reopenInMs: null } };
  }
  const reopenInMs = Math.min(MAX_REOPEN_MS, FIRST_REOPEN_MS * 2 ** state.failures);
  return {
    state: { status: 'down', failures: state.failures + 1 },
    plan: { refetchNow: false, poll: true, reopenInMs },
  };
}
