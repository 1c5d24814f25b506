import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ConversationRef,
  ConversationSummary,
  MessagePage,
  SentMessage,
  UnreadCount,
} from '../../domain/schemas/messages.ts';
import { getJson, sendJson } from '../lib/api-client.ts';
import {
  conversationMessagesKey,
  conversationsKey,
  conversationsUnreadCountKey,
  notificationsKey,
} from './live-query-keys.ts';

// Conversations between guests and hosts (issue 26, docs/messages.md), read by the messages page,
// the header's count, the property page, trips and reservations: fetched and keyed here once.

const url = (id: string, rest = '') => `/api/conversations/${encodeURIComponent(id)}${rest}`;

/** GET /api/conversations: the user's conversations, the latest message first. */
export function useConversations() {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: () => getJson<ConversationSummary[]>('/api/conversations'),
    staleTime: 0,
  });
}

/** GET /api/conversations/unread-count: the header's count (0 while it cannot be read). */
export function useConversationsUnread(enabled: boolean) {
  return useQuery({
    queryKey: conversationsUnreadCountKey,
    queryFn: () => getJson<UnreadCount>('/api/conversations/unread-count'),
    select: (answer) => answer.count,
    enabled,
    staleTime: 0,
  });
}

export type MessagePages = InfiniteData<MessagePage, string | undefined>;

/** GET /api/conversations/{id}/messages: pages of 30, newest first; the next page is older. */
export function useConversationMessages(id: string) {
  return useInfiniteQuery({
    queryKey: conversationMessagesKey(id),
    queryFn: ({ pageParam }) =>
      getJson<MessagePage>(
        url(id, `/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** POST /api/conversations/{id}/messages: the message as stored goes in at once, then the list refreshes. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendJson<SentMessage>('POST', url(id, '/messages'), { body }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<MessagePages>(conversationMessagesKey(id), (pages) => {
        if (!pages?.pages[0] || pages.pages.some((p) => p.messages.some((m) => m.id === message.id)))
          return pages;
        const [first, ...rest] = pages.pages;
        return { ...pages, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** POST /api/conversations: the guest's question to a listing's host; answers the conversation's id. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { propertyId: string; body: string }) =>
      sendJson<SentMessage>('POST', '/api/conversations', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/**
 * POST /api/conversations/{id}/read, then the list's and the header's counts again, and the bell's:
 * reading a conversation reads its new-message notification too (decision 98).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<void>('POST', url(id, '/read')),
    onSuccess: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
        queryClient.invalidateQueries({ queryKey: notificationsKey }),
      ]),
  });
}

/** POST /api/conversations/{id}/report { reason }. */
export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (reason: string) => sendJson<void>('POST', url(id, '/report'), { reason }),
  });
}

/** POST /api/conversations/for-booking/{bookingId}: the conversation of a trip or a reservation. */
export function conversationForBooking(bookingId: string) {
  return sendJson<ConversationRef>('POST', `/api/conversations/for-booking/${encodeURIComponent(bookingId)}`);
}

/** A trip's Message Host or a reservation's Message guest: finds (or opens) the booking's conversation. */
export function useBookingConversation() {
  return useMutation({ mutationFn: conversationForBooking });
}
