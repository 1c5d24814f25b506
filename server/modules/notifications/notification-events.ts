import type { NotificationKind } from '../../../domain/rules/notifications/notification-texts.ts';
import type { Transaction } from '../../db/client.ts';

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
 * Every notification written passes here, inside the transaction of its event. The seam for the
 * live stream (issue 26 §2, a later slice): a NOTIFY sent from here reaches the other instances
 * only if the event commits. Nothing listens yet.
 */
export async function notificationStored(
  _tx: Transaction,
  _notification: StoredNotification,
): Promise<void> {}
