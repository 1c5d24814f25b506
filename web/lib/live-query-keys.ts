/**
 * The query keys of what the server can change behind the page's back (issue 26: messages and
 * notifications), written once: the pages read through them, and the live stream's hook
 * (useLiveEvents) invalidates them when the server says something changed. React Query matches by
 * prefix: invalidating `conversations` also refreshes `conversationsUnread`, and `notifications`
 * refreshes `notificationsUnread`.
 */
export const liveQueryKeys = {
  conversations: ['conversations'] as const,
  conversationMessages: (id: string) => ['conversation-messages', id] as const,
  notifications: ['notifications'] as const,
  notificationsUnread: ['notifications', 'unread-count'] as const,
  conversationsUnread: ['conversations', 'unread-count'] as const,
};

/**
 * Until the live stream runs, what it would refresh is asked again this often while shown: the
 * header's counts and the open conversation.
 */
export const LIVE_FALLBACK_POLL_MS = 15_000;
