import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from './live-connection.ts';
import { connectLiveEvents, type EventSourceLike, LIVE_EVENTS_URL } from './live-events.ts';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(browserRetries: boolean) {
    this.readyState = browserRetries ? 0 : 2;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: string) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
}

describe('connectLiveEvents', () => {
  let sources: FakeSource[];
  let invalidated: string[];
  let stop: () => void;
  const queryClient = {
    invalidateQueries: async (filters?: { queryKey?: readonly unknown[] }) => {
      invalidated.push(JSON.stringify(filters?.queryKey));
    },
  };
  const latest = () => sources.at(-1)!;
  const conversationId = '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10';
  const messageId = '0c6f1d2b-7e10-4c1e-9a43-5b1f8c2e6d1a';
  const everything = ['["conversations"]', '["conversation-messages"]', '["notifications"]'];

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    invalidated = [];
    stop = connectLiveEvents(queryClient as never, (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('opens one stream and refreshes the conversation a message event names, and its list', () => {
    expect(sources.map((s) => s.url)).toEqual([LIVE_EVENTS_URL]);
    latest().open();
    latest().emit('message', JSON.stringify({ conversationId, messageId }));
    expect(invalidated).toEqual(['["conversations"]', `["conversation-messages","${conversationId}"]`]);
  });

  it('refreshes notifications on a notification event', () => {
    latest().open();
    latest().emit('notification', '{}');
    expect(invalidated).toEqual(['["notifications"]']);
  });

  it('polls every 10 s while the browser reconnects, then refreshes once and stops polling', () => {
    latest().open();
    latest().drop(true);
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(invalidated).toEqual([...everything, ...everything]);
    invalidated = [];
    latest().open();
    expect(invalidated).toEqual(everything);
    invalidated = [];
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(invalidated).toEqual([]);
    expect(sources).toHaveLength(1);
  });

  it('reopens a stream the browser gave up on after 2 s, polling meanwhile', () => {
    latest().drop(false);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    latest().drop(false);
    vi.advanceTimersByTime(4_000);
    expect(sources).toHaveLength(3);
    vi.advanceTimersByTime(POLL_MS - 6_000);
    expect(invalidated).toEqual(everything);
  });

  it('stops everything when stopped: the stream closes and no timer fires', () => {
    latest().drop(false);
    stop();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
    expect(invalidated).toEqual([]);
  });
});
