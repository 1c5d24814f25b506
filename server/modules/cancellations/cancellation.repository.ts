import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addPaise, paise, rupeesToPaise } from '../../../domain/money.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, properties } from '../../db/schema.ts';

/**
 * What a cancellation quote needs of a booking: its stay, its listing's policy and clock, its money
 * (read here into integer paise once; numeric(12,2) rupees stay in the database).
 */
export async function cancellationFacts(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      guestId: bookings.guestId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      checkIn: bookings.checkIn,
      nights: bookings.nights,
      nightPrices: bookings.nightPrices,
      cleaningFee: bookings.cleaningFee,
      serviceFee: bookings.serviceFee,
      taxes: bookings.taxes,
      ownerId: properties.ownerId,
      policy: properties.cancellationPolicy,
      checkInTime: properties.checkInTime,
      timeZone: properties.timeZone,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const { nightPrices, cleaningFee, serviceFee, taxes, ...stay } = row;
  // The captured payment (one per booking once paid) and what is left of it to refund.
  const [paid] = await db
    .select({ id: payments.id, amountPaise: payments.amountPaise, refundedPaise: payments.refundedPaise })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['paid', 'refunded']),
        isNull(payments.duplicateOf), // a refunded second capture is not what the stay was paid with
      ),
    );
  return {
    ...stay,
    nightlyTotalPaise: addPaise(...nightPrices.map(rupeesToPaise)),
    cleaningFeePaise: rupeesToPaise(cleaningFee),
    serviceFeePaise: rupeesToPaise(serviceFee),
    /** The GST lines it was charged (none before GST), which a refund credits in proportion. */
    taxLines: taxes.lines,
    payment: paid
      ? { id: paid.id, amountPaise: paise(paid.amountPaise), refundedPaise: paise(paid.refundedPaise) }
      : null,
  };
}
export type CancellationFacts = NonNullable<Awaited<ReturnType<typeof cancellationFacts>>>;
