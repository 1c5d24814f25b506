import type { TripListItem } from '../../../domain/schemas/bookings.ts';
import type { StayDates } from '../../lib/calendar-dates.ts';

/**
 * The guest's own booking at this listing that holds some of the chosen nights (pending or
 * confirmed), if any: the quote's 409 for those nights is then the guest's stay, not a failure.
 * Nights are [checkIn, checkOut): a stay ending the day another begins does not overlap it.
 */
export function ownStayAmong(
  trips: readonly TripListItem[],
  propertyId: string,
  stay: StayDates,
): TripListItem | undefined {
  if (!stay.checkIn || !stay.checkOut) return undefined;
  return trips.find(
    ({ booking, property }) =>
      property.id === propertyId &&
      (booking.status === 'pending' || booking.status === 'confirmed') &&
      booking.checkInDate < stay.checkOut &&
      stay.checkIn < booking.checkOutDate,
  );
}
