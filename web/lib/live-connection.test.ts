import { describe, expect, it } from 'vitest';
import {
  initialConnection,
  type LiveConnection,
  type LiveSignal,
  MAX_REOPEN_MS,
  nextConnection,
} from './live-connection.ts';

const opened: LiveSignal = { type: 'opened' };
const blinked: LiveSignal = { type: 'dropped', browserRetries: true };
const refused: LiveSignal = { type: 'dropped', browserRetries: false };

/** The plans for a run of signals from the start. */
function plansOf(signals: LiveSignal[]) {
  let state: LiveConnection = initialConnection;
  return signals.map((signal) => {
    const next = nextConnection(state, signal);
    state = next.state;
    return next.plan;
  });
}

describe('the live connection', () => {
  it('neither polls nor refetches once the first stream opens', () => {
    expect(plansOf([opened])).toEqual([{ refetchNow: false, poll: false, reopenInMs: null }]);
  });

  it('polls while the browser reconnects by itself, then refetches once and stops polling', () => {
    expect(plansOf([opened, blinked, opened])).toEqual([
      { refetchNow: false, poll: false, reopenInMs: null },
      { refetchNow: false, poll: true, reopenInMs: null },
      { refetchNow: true, poll: false, reopenInMs: null },
    ]);
  });

  it('polls and reopens a refused stream itself, waiting twice as long each time up to a minute', () => {
    const plans = plansOf([refused, refused, refused, refused, refused, refused, refused]);
    expect(plans.every((p) => p.poll && !p.refetchNow)).toBe(true);
    expect(plans.map((p) => p.reopenInMs)).toEqual([
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      MAX_REOPEN_MS,
      MAX_REOPEN_MS,
    ]);
  });

  it('starts waiting from the beginning again after a stream has opened', () => {
    const plans = plansOf([refused, refused, opened, refused]);
    expect(plans[2]).toEqual({ refetchNow: true, poll: false, reopenInMs: null });
    expect(plans[3]!.reopenInMs).toBe(2_000);
  });

  it('a stream that never opened and is then refused does not refetch on its own', () => {
    expect(plansOf([blinked, refused]).map((p) => p.refetchNow)).toEqual([false, false]);
  });
});
