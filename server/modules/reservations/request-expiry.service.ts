import { REQUEST_ANSWER_HOURS } from '../../../domain/schemas/host-operations.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl } from '../../http/app-url.ts';
import { bookingFacts } from '../bookings/index.ts';
import { requestExpiredMails } from './reservation-mail.ts';
import { expireUnansweredRequests } from './reservations.repository.ts';

/**
 * The sweep's part (issue 12 §1): contact requests unanswered for REQUEST_ANSWER_HOURS expire,
 * their nights free, and guest and host are told, in the same transaction.
 */
export async function expireRequests(deps: Pick<AppDeps, 'outbox' | 'config'>, tx: Transaction, now: Date) {
  const madeBefore = new Date(now.getTime() - REQUEST_ANSWER_HOURS * 3_600_000);
  for (const id of await expireUnansweredRequests(tx, madeBefore, now)) {
    const { detail, hostEmail } = await bookingFacts(tx, id);
    for (const mail of requestExpiredMails(appUrl(deps.config), detail, hostEmail))
      await deps.outbox.enqueue(tx, mail);
  }
}
