import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationAnswer,
  NotificationPreferences,
  UnreadCount,
} from '../../domain/schemas/notifications.ts';
import { getJson, getJsonPage, sendJson } from '../lib/api-client.ts';
import { notificationsKey, notificationsUnreadCountKey } from './live-query-keys.ts';

// Notifications and mail preferences (issue 26 §4, docs/notifications.md): the header's bell,
// /notifications and the profile's preferences read them through here.

export type NotificationItem = NotificationAnswer;
export type { NotificationPreferences };

/** GET /api/notifications, newest first; each older page's address comes in the Link header. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) => getJsonPage<NotificationItem[]>(pageParam),
    initialPageParam: '/api/notifications',
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  });
}

/** GET /api/notifications/unread-count: the bell's count (0 while it cannot be read). */
export function useNotificationsUnread(enabled: boolean) {
  return useQuery({
    queryKey: notificationsUnreadCountKey,
    queryFn: () => getJson<UnreadCount>('/api/notifications/unread-count'),
    select: (answer) => answer.count,
    enabled,
    staleTime: 0,
  });
}

/** POST /api/notifications/{id}/read, or /read-all without an id; then the list and the bell again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      sendJson<void>(
        'POST',
        id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${encodeURIComponent(id)}/read`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

const PREFERENCES_KEY = ['/api/user/notification-preferences'] as const;

/** GET /api/user/notification-preferences. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => getJson<NotificationPreferences>('/api/user/notification-preferences'),
  });
}

/** PUT /api/user/notification-preferences with all three; the answer is kept as the new state. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: NotificationPreferences) =>
      sendJson<NotificationPreferences>('PUT', '/api/user/notification-preferences', next),
    onSuccess: (saved, sent) => queryClient.setQueryData(PREFERENCES_KEY, saved ?? sent),
  });
}
