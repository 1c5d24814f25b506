import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of what the live stream (`GET /api/events`, web/lib/live-events.ts) refreshes:
 * conversations and notifications, read by the header, /messages and /notifications alike. A screen
 * that shows one of these must fetch it under these keys, or it is not refreshed live.
 * Keys match by prefix: invalidating `conversationsKey` refreshes the unread count too.
 */
export const conversationsKey = ['conversations'] as const;
export const conversationsUnreadCountKey = ['conversations', 'unread-count'] as const;
/** One conversation's messages (`['conversation-messages']` alone matches every conversation). */
export const conversationMessagesKey = (conversationId: string) =>
  ['conversation-messages', conversationId] as const;
export const allConversationMessagesKey = ['conversation-messages'] as const;
export const notificationsKey = ['notifications'] as const;
export const notificationsUnreadCountKey = ['notifications', 'unread-count'] as const;

type Invalidator = Pick<QueryClient, 'invalidateQueries'>;

/** A message was stored in `conversationId`: its messages and the conversation list (unread count included). */
export function refreshConversation(queryClient: Invalidator, conversationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationsKey }),
    queryClient.invalidateQueries({ queryKey: conversationMessagesKey(conversationId) }),
  ]);
}

/** A notification was written: the list and the bell's count. */
export function refreshNotifications(queryClient: Invalidator) {
  return queryClient.invalidateQueries({ queryKey: notificationsKey });
}

/** Anything may have been missed (the stream was down): every conversation and notification on screen. */
export function refreshEverythingLive(queryClient: Invalidator) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationsKey }),
    queryClient.invalidateQueries({ queryKey: allConversationMessagesKey }),
    refreshNotifications(queryClient),
  ]);
}
