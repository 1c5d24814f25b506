import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl, pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { completeEndedStays } from './bookings.repository.ts';
import { bookingFacts } from './trips.service.ts';

/**
 * The sweep's part (issue 9 §4): confirmed stays whose check-out date has passed in the listing's
 * zone become completed, and each guest is invited to review (in their language), in the same
 * transaction.
 */
export async function completeStays(deps: Pick<AppDeps, 'outbox' | 'config'>, tx: Transaction, now: Date) {
  for (const id of await completeEndedStays(tx, now)) {
    const { detail, languages } = await bookingFacts(tx, id);
    const title = detail.property.title;
    const options = { locale: languages.guest };
    await deps.outbox.enqueue(tx, {
      to: detail.guest.email ?? '',
      subject: m.mail_review_invite_subject({ title }, options),
      text: [
        greeting(detail.guest.firstName, languages.guest),
        '',
        m.mail_review_invite_body({ title, days: deps.config.reviewWindowDays }, options),
        '',
        pageUrl(appUrl(deps.config), '/trips', languages.guest),
        '',
      ].join('\n'),
    });
  }
}
