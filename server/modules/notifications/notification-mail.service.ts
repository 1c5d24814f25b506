import { m } from '#i18n/messages.js';
import {
  MESSAGE_MAIL_DELAY_MINUTES,
  mailDecision,
} from '../../../domain/rules/notifications/notification-mail.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl, pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import * as repo from './notification-mail.repository.ts';

const BATCH = 50;

/** A new-message notification as mail: what it says, and where to answer. */
export function notificationMail(url: string, due: repo.DueMail): Mail {
  const options = { locale: due.language };
  return {
    // The notification's words were written in the person's language when it was stored.
    to: due.email,
    subject: due.title,
    text: [
      greeting(due.firstName, due.language),
      '',
      due.body,
      '',
      m.mail_notification_read_and_answer({}, options),
      pageUrl(url, due.link, due.language),
      '',
      m.mail_notification_why(
        { minutes: MESSAGE_MAIL_DELAY_MINUTES, link: pageUrl(url, '/notifications', due.language) },
        options,
      ),
      '',
    ].join('\n'),
  };
}

/**
 * The `notifications.mail` job (every minute, decision 98): each notification whose mail time has
 * come is checked just before sending (still unread, not mailed, the person's choice on) and its
 * mail put in the outbox in this transaction; either way it is not looked at again.
 */
export async function mailDueNotifications(
  deps: Pick<AppDeps, 'outbox' | 'config'>,
  tx: Transaction,
  now: Date,
) {
  for (const due of await repo.dueMails(tx, now, BATCH)) {
    const decision = mailDecision({
      category: 'messages',
      preferences: { messages: due.messages, reminders: due.reminders, marketing: due.marketing },
      dueAt: due.mailDueAt,
      readAt: due.readAt,
      mailedAt: due.mailedAt,
      now,
    });
    if (decision === 'wait') continue;
    if (decision === 'send') await deps.outbox.enqueue(tx, notificationMail(appUrl(deps.config), due));
    await repo.settleMail(tx, due.id, decision === 'send' ? now : null);
  }
}
