import { m } from '#i18n/messages.js';

/** The count as its badge shows it: up to 99, then "99+". */
const MOST_SHOWN = 99;
export const countBadge = (count: number) => (count > MOST_SHOWN ? `${MOST_SHOWN}+` : String(count));

/** "Messages, 3 unread": the Messages link's name with its count as shown (one whole message each way). */
export const messagesLinkName = (count: number) => {
  if (count > MOST_SHOWN) return m.shell_header_messages_unread_many();
  return count > 0 ? m.shell_header_messages_unread({ count }) : m.shell_header_messages();
};

/** "Notifications, 3 unread": the bell's name with its count as shown. */
export const notificationsLinkName = (count: number) => {
  if (count > MOST_SHOWN) return m.shell_header_notifications_unread_many();
  return count > 0 ? m.shell_header_notifications_unread({ count }) : m.shell_header_notifications();
};
