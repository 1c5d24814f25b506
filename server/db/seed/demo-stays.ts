import { multiplyPaise, paise, paiseToRupees, percentOfPaise, rupeesToPaise } from '../../../domain/money.ts';
import { addDays, nightsOf } from '../../../domain/rules/stay-dates.ts';
import { quoteStay } from '../../../domain/rules/stay-quote.ts';
import type * as schema from '../schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Listing = Pick<
  Insert<typeof schema.properties>,
  'basePrice' | 'cleaningFee' | 'serviceFee' | 'state'
> & {
  id?: string;
};

export type DemoStays = {
  bookings: Insert<typeof schema.bookings>[];
  blockedDates: Insert<typeof schema.blockedDates>[];
  nightlyPrices: Insert<typeof schema.nightlyPrices>[];
};

const HUNDRED_RUPEES = paise(10_000);

/** The host's price for the first listing's peak fortnight: a quarter over base, in whole hundreds. */
function peakPrice(basePrice: string): string {
  const quarterOver = percentOfPaise(rupeesToPaise(basePrice), 125);
  return paiseToRupees(multiplyPaise(HUNDRED_RUPEES, Math.round(quarterOver / HUNDRED_RUPEES)));
}

/**
 * Stays around the seed day, so calendars and trips have something to show: the demo customer's
 * upcoming stay (nights +10 to +12) and two past ones (one ended 3 days ago, open for a review),
 * another guest's stay, a blocked week, a contact request waiting for the host (made at seeding, so
 * it expires 48 hours later unless answered) and a peak fortnight at the host's own price on the
 * first listing. Dates are relative to `today` (India's date when seeding).
 */
export function buildDemoStays(
  listings: Listing[],
  guests: { customer: string; other: string },
  today: string,
): DemoStays {
  const [first, second] = listings;
  if (!first?.id || !second?.id) return { bookings: [], blockedDates: [], nightlyPrices: [] };
  const stay = (
    listing: Listing,
    guestId: string,
    from: number,
    nights: number,
    status: 'pending' | 'confirmed' | 'completed',
  ): Insert<typeof schema.bookings> => {
    const checkIn = addDays(today, from);
    const checkOut = addDays(today, from + nights);
    const nightPrices = nightsOf(checkIn, checkOut).map(() => listing.basePrice ?? '0');
    const quote = quoteStay({
      nightPrices,
      cleaningFee: listing.cleaningFee ?? '0',
      serviceFee: listing.serviceFee ?? '0',
      state: listing.state ?? '',
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
      taxes: quote.taxes,
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
      // Book by Contact: waits on /reservations under Requests.
      stay(first, guests.other, 45, 3, 'pending'),
    ],
    blockedDates: [
      {
        propertyId: first.id,
        startDate: addDays(today, 20),
        endDate: addDays(today, 27),
        reason: 'Family visit',
      },
    ],
    nightlyPrices: nightsOf(addDays(today, 60), addDays(today, 74)).map((night) => ({
      propertyId: first.id as string,
      night,
      price: peakPrice(first.basePrice ?? '0'),
    })),
  };
}
