import type { MailPreferences } from '../../../domain/rules/notifications/notification-mail.ts';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationAnswer } from '../../../domain/schemas/notifications.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/http-error.ts';
import { decodeNewestFirst, encodeNewestFirst } from '../../http/newest-first-cursor.ts';
import * as preferences from './notification-preferences.repository.ts';
import * as repo from './notifications.repository.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

type Deps = Pick<AppDeps, 'db'>;

/** GET /api/notifications: the person's newest 30 before the cursor, and the older page's cursor. */
export async function notificationPage(
  deps: Deps,
  userId: string,
  before: string | undefined,
): Promise<{ notifications: NotificationAnswer[]; nextCursor: string | null }> {
  const keys = before ? decodeNewestFirst(before, 'querystring before') : undefined;
  // One more than the page: whether an older page exists without counting.
  const rows = await repo.notificationsOf(
    deps.db,
    userId,
    keys && { createdAt: keys.at, id: keys.id },
    NOTIFICATIONS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map(({ id, kind, title, body, link, createdAt, readAt }) => ({
      id,
      kind,
      title,
      body,
      link,
      createdAt,
      readAt,
    })),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeNewestFirst({ at: last.createdAt, id: last.id })
        : null,
  };
}

/** POST /api/notifications/{id}/read: only the person's own (404 for anyone else's). */
export async function readNotification(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await repo.markRead(deps.db, userId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
}

export function readAllNotifications(deps: Deps, userId: string): Promise<void> {
  return repo.markAllRead(deps.db, userId);
}

export async function unreadCount(deps: Deps, userId: string): Promise<{ count: number }> {
  return { count: await repo.unreadCountOf(deps.db, userId) };
}

/** The conversation was read (POST /api/conversations/{id}/read): its notification is read too. */
export function readConversationNotification(db: Executor, userId: string, conversationId: string) {
  return repo.markConversationRead(db, userId, conversationId);
}

export const mailPreferences = (deps: Deps, userId: string) => preferences.preferencesOf(deps.db, userId);

export async function saveMailPreferences(deps: Deps, userId: string, choices: MailPreferences) {
  await preferences.savePreferences(deps.db, userId, choices);
  return choices;
}
