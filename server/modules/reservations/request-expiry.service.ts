import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl } from '../../http/app-url.ts';
import { bookingFacts, expireUnansweredRequests } from '../bookings/index.ts';
import { requestExpiredMails } from './reservation-mail.ts';

/**
 * The sweep's part (issue 12 §1): contact requests unanswered for REQUEST_EXPIRY_HOURS expire,
 * their nights free, and guest and host are told, in the same transaction.
 */
export async function expireRequests(deps: Pick<AppDeps, 'outbox' | 'config'>, tx: Transaction, now: Date) {
  const hours = deps.config.requestExpiryHours;
  for (const id of await expireUnansweredRequests(tx, now, hours)) {
    const { detail, hostEmail, languages } = await bookingFacts(tx, id);
    for (const mail of requestExpiredMails(appUrl(deps.config), detail, hostEmail, hours, languages))
      await deps.outbox.enqueue(tx, mail);
  }
}
