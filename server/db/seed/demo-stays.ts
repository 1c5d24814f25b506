import { paiseToRupees } from '../../../domain/money.ts';
import { addDays, nightsOf } from '../../../domain/rules/stay-dates.ts';
import { quoteStay } from '../../../domain/rules/stay-quote.ts';
import type * as schema from '../schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Listing = Pick<Insert<typeof schema.properties>, 'basePrice' | 'cleaningFee' | 'serviceFee'> & {
  id?: string;
};

export type DemoStays = {
  bookings: Insert<typeof schema.bookings>[];
  blockedDates: Insert<typeof schema.blockedDates>[];
};

/**
 * Stays around the seed day, so calendars and trips have something to show: the demo customer's
 * upcoming stay (nights +10 to +12) and two past ones (one ended 3 days ago, open for a review),
 * another guest's stay and a blocked week on the first listing. Dates are relative to `today`
 * (India's date when seeding).
 */
export function buildDemoStays(
  listings: Listing[],
  guests: { customer: string; other: string },
  today: string,
): DemoStays {
  const [first, second] = listings;
  if (!first?.id || !second?.id) return { bookings: [], blockedDates: [] };
  const stay = (
    listing: Listing,
    guestId: string,
    from: number,
    nights: number,
    status: 'confirmed' | 'completed',
  ): Insert<typeof schema.bookings> => {
    const checkIn = addDays(today, from);
    const checkOut = addDays(today, from + nights);
    const nightPrices = nightsOf(checkIn, checkOut).map(() => listing.basePrice ?? '0');
    const quote = quoteStay({
      nightPrices,
      cleaningFee: listing.cleaningFee ?? '0',
      serviceFee: listing.serviceFee ?? '0',
    });
    return {
      propertyId: listing.id as string,
      guestId,
      checkIn,
      checkOut,
      adults: 2,
      nights,
      nightPrices,
      nightlyRate: listing.basePrice ?? '0',
      cleaningFee: paiseToRupees(quote.cleaningFeePaise),
      serviceFee: paiseToRupees(quote.serviceFeePaise),
      totalAmount: paiseToRupees(quote.totalPaise),
      status,
      paymentMethod: 'contact',
      paymentStatus: status === 'completed' ? 'paid' : 'pending',
    };
  };
  return {
    bookings: [
      stay(first, guests.customer, 10, 3, 'confirmed'),
      stay(first, guests.other, 30, 4, 'confirmed'),
      stay(second, guests.customer, -40, 3, 'completed'),
      // Ended three days ago: still open for a review (14 days after check-out).
      stay(second, guests.customer, -6, 3, 'completed'),
    ],
    blockedDates: [
      {
        propertyId: first.id,
        startDate: addDays(today, 20),
        endDate: addDays(today, 27),
        reason: 'Family visit',
      },
    ],
  };
}
