import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { CHOSEN_CATEGORIES } from '../rules/notifications/notification-mail.ts';
import { NOTIFICATION_KINDS } from '../rules/notifications/notification-texts.ts';

/** The API contract of notifications and mail preferences (issue 26 §4, docs/notifications.md). */

export const NOTIFICATIONS_PAGE_SIZE = 30;

export const notification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it happened: a path of the web app. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationAnswer = z.infer<typeof notification>;

/** GET /api/notifications: `before` is the cursor of the older page (the Link header gives it). */
export const notificationPageQuery = z.object({
  before: z
    .string()
    .max(200, { error: () => m.validation_cursor_from_list() })
    .optional(),
});

export const notificationIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_notification_id() })
    .meta({ example: '8c2d4f6a-1b3e-4a5c-9d7e-0f1a2b3c4d5e' }),
});

export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

const choice = z.boolean({ error: () => m.validation_true_or_false() });

/** GET and PUT /api/user/notification-preferences: mail per category, all three on every PUT. */
export const notificationPreferences = z
  .strictObject(
    { messages: choice, reminders: choice, marketing: choice },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.join(', ')}: ${m.validation_not_a_preference({ categories: CHOSEN_CATEGORIES.join(', ') })}`
          : undefined,
    },
  )
  .meta({ examples: [{ messages: true, reminders: true, marketing: false }] });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
