import { addPaise, paiseFromDatabase, rupeesToPaise, ZERO_PAISE } from '../../../domain/money.ts';
import { lineTaxPaise } from '../../../domain/rules/gst/tax-line.ts';
import { payoutReleaseAt } from '../../../domain/rules/payouts/payout-release.ts';
import { payoutSplit } from '../../../domain/rules/payouts/payout-split.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { payoutDestinationOf } from './payout-account.service.ts';
import * as repo from './payouts.repository.ts';

/**
 * What the host supplies of a booking (docs/payouts.md §1): the accommodation lines' taxable values
 * and their GST; a booking from before GST has no lines, and its stay is its nights and cleaning.
 */
function accommodationOf(booking: NonNullable<Awaited<ReturnType<typeof repo.bookingToPay>>>) {
  const lines = booking.taxes.lines.filter((line) => line.kind === 'accommodation');
  if (lines.length === 0)
    return {
      taxable: addPaise(...booking.nightPrices.map(rupeesToPaise), rupeesToPaise(booking.cleaningFee)),
      gst: ZERO_PAISE,
      taxed: false,
    };
  return {
    taxable: addPaise(...lines.map((line) => paiseFromDatabase(line.taxableValuePaise))),
    gst: addPaise(...lines.map(lineTaxPaise)),
    taxed: true,
  };
}

/**
 * Inside the transaction that captures a booking's payment, after its invoices: the host's payout
 * (decision 92). The host supplies the stay when its accommodation invoice is theirs (not Basera's
 * under section 9(5)); it waits for an account when the host has none, else is held until release.
 */
export async function createStayPayout(
  deps: Pick<AppDeps, 'config'>,
  tx: Transaction,
  bookingId: string,
  now: Date,
): Promise<repo.PayoutRow | undefined> {
  const booking = await repo.bookingToPay(tx, bookingId);
  if (!booking) return undefined;
  const accommodation = accommodationOf(booking);
  const section95 = await repo.accommodationSection95(tx, bookingId);
  const split = payoutSplit({
    accommodationTaxablePaise: accommodation.taxable,
    accommodationGstPaise: accommodation.gst,
    hostIsSupplier: accommodation.taxed && section95 === false,
    commissionPercent: deps.config.hostCommissionPercent,
  });
  const destination = await payoutDestinationOf(tx, booking.hostId);
  const payout = await repo.insertPayout(tx, {
    bookingId,
    hostId: booking.hostId,
    ...split,
    status: destination ? 'on_hold' : 'awaiting_account',
    releaseAt: payoutReleaseAt(
      { checkInDate: booking.checkIn, checkInTime: booking.checkInTime, timeZone: booking.timeZone },
      deps.config.payoutHoldHours,
    ),
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertPayoutEvent(tx, {
    payoutId: payout.id,
    kind: 'created',
    amountPaise: split.netPaise,
    split,
    at: now,
  });
  return payout;
}
