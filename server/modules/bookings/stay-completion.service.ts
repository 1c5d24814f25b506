import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { completeEndedStays } from './bookings.repository.ts';
import { bookingFacts } from './trips.service.ts';

/**
 * The sweep's part (issue 9 §4): confirmed stays whose check-out date has passed in the listing's
 * zone become completed, and each guest is invited to review, in the same transaction.
 */
export async function completeStays(deps: Pick<AppDeps, 'outbox' | 'config'>, tx: Transaction, now: Date) {
  for (const id of await completeEndedStays(tx, now)) {
    const { detail } = await bookingFacts(tx, id);
    await deps.outbox.enqueue(tx, {
      to: detail.guest.email ?? '',
      subject: `How was your stay at ${detail.property.title}?`,
      text: [
        `${greeting(detail.guest.firstName)}`,
        '',
        `Thank you for staying at ${detail.property.title}. Your review helps other travellers and your host:`,
        `rate the stay within ${deps.config.reviewWindowDays} days of check-out under Past in your trips.`,
        '',
        `${appUrl(deps.config)}/trips`,
        '',
      ].join('\n'),
    });
  }
}
