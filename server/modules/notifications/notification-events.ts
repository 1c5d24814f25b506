import type { NotificationKind } from '../../../domain/rules/notifications/notification-texts.ts';
import type { Transaction } from '../../db/client.ts';
import { announce } from '../live-events/index.ts';

/** A notification just written (or, for a conversation's, brought up to date), as its person reads it. */
export type StoredNotification = {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
};

/**
 * Every notification written passes here, inside the transaction of its event: the person's open
 * pages hear of it on the live stream, from whichever instance, only if the event commits.
 */
export async function notificationStored(tx: Transaction, notification: StoredNotification): Promise<void> {
  await announce(tx, [notification.userId], { type: 'notification', notificationId: notification.id });
}
