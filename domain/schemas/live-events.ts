import { z } from 'zod';

/**
 * What `GET /api/events` (server-sent events, issue 26 §2, docs/messages.md) tells a signed-in page:
 * only that something changed and where. The page fetches the thing itself through the ordinary
 * routes, so an event carries no message text and a missed or repeated event costs one refetch.
 */

/** A message was stored in one of the user's conversations (their own messages too: other tabs). */
export const liveMessageEvent = z.object({ conversationId: z.uuid(), messageId: z.uuid() });

/** A notification was written for the user (its id when the writer gave one). */
export const liveNotificationEvent = z.object({ notificationId: z.uuid().optional() });

export type LiveMessageEvent = z.infer<typeof liveMessageEvent>;
export type LiveNotificationEvent = z.infer<typeof liveNotificationEvent>;

/** One event as the server announces it; `type` is the SSE event name, the rest its data. */
export type LiveEvent =
  | ({ type: 'message' } & LiveMessageEvent)
  | ({ type: 'notification' } & LiveNotificationEvent);

export const LIVE_EVENT_TYPES = ['message', 'notification'] as const satisfies LiveEvent['type'][];
