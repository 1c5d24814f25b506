/**
 * Live updates for a signed-in page (issue 26 §2, docs/messages.md "Live updates").
 *
 * `useLiveEvents()`: mount it once, high in the signed-in layout (the header). For the signed-in
 * user it keeps one EventSource on `GET /api/events`; each event invalidates react-query keys from
 * web/api/live-query-keys.ts, so whatever a screen shows under them refetches:
 * - `message` `{ conversationId, messageId }`: `conversationsKey` (`['conversations']`, with
 *   `['conversations', 'unread-count']` by prefix) and `conversationMessagesKey(conversationId)`
 *   (`['conversation-messages', id]`);
 * - `notification`: `notificationsKey` (`['notifications']`, with `['notifications', 'unread-count']`).
 * While the stream is down it invalidates all of them every 10 s (POLL_MS), and once more when the
 * stream is back. An event carries no message: screens fetch through the ordinary routes, and a list
 * that merges pages keeps each message once by its `id` (a refetch or a repeated event adds nothing).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveMessageEvent } from '../../domain/schemas/live-events.ts';
import { refreshConversation, refreshEverythingLive, refreshNotifications } from '../api/live-query-keys.ts';
import { initialConnection, type LiveSignal, nextConnection, POLL_MS } from './live-connection.ts';
import { useCurrentUser } from './session.ts';

export const LIVE_EVENTS_URL = '/api/events';

/** What of the browser's EventSource the connection uses (tests hand in their own). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};
const CLOSED = 2; // EventSource.CLOSED

type Invalidator = Pick<QueryClient, 'invalidateQueries'>;

/** Runs the live connection until the returned function stops it (stream and timers). */
export function connectLiveEvents(
  queryClient: Invalidator,
  openSource: (url: string) => EventSourceLike = (url) => new EventSource(url),
): () => void {
  let state = initialConnection;
  let source: EventSourceLike | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let reopen: ReturnType<typeof setTimeout> | null = null;
  const refetchAll = () => void refreshEverythingLive(queryClient);

  function apply(signal: LiveSignal) {
    const next = nextConnection(state, signal);
    state = next.state;
    const { plan } = next;
    if (plan.refetchNow) refetchAll();
    if (plan.poll && !poll) poll = setInterval(refetchAll, POLL_MS);
    if (!plan.poll && poll) {
      clearInterval(poll);
      poll = null;
    }
    if (plan.reopenInMs !== null) {
      source?.close();
      source = null;
      reopen = setTimeout(open, plan.reopenInMs);
    }
  }

  function open() {
    reopen = null;
    const current = openSource(LIVE_EVENTS_URL);
    source = current;
    current.onopen = () => apply({ type: 'opened' });
    current.onerror = () => apply({ type: 'dropped', browserRetries: current.readyState !== CLOSED });
    current.addEventListener('message', (event) => {
      const parsed = liveMessageEvent.safeParse(parseJson(event.data));
      if (parsed.success) void refreshConversation(queryClient, parsed.data.conversationId);
      else refetchAll();
    });
    current.addEventListener('notification', () => void refreshNotifications(queryClient));
  }

  open();
  return () => {
    source?.close();
    if (poll) clearInterval(poll);
    if (reopen) clearTimeout(reopen);
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One live connection for the signed-in user; none when signed out (mount it once). */
export function useLiveEvents(): void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectLiveEvents(queryClient);
  }, [userId, queryClient]);
}
