import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { appUrl } from '../../http/app-url.ts';
import { holdLapsedMail } from './booking-mail.ts';
import { expireLapsedHolds } from './bookings.repository.ts';
import { bookingFacts } from './trips.service.ts';

/**
 * Online bookings left unpaid past their hold (BOOKING_HOLD_MINUTES) expire, their nights free, and
 * the guest is told in the same transaction. The move from pending happens once whoever runs it (the
 * hold's own job, the minute's sweep, another instance), so the mail is queued once.
 */
export async function lapseHolds(deps: Pick<AppDeps, 'outbox' | 'config'>, tx: Transaction, now: Date) {
  for (const id of await expireLapsedHolds(tx, now)) {
    const { detail, languages } = await bookingFacts(tx, id);
    await deps.outbox.enqueue(
      tx,
      holdLapsedMail(appUrl(deps.config), detail, deps.config.bookingHoldMinutes, languages.guest),
    );
  }
}
