import { describe, expect, it } from 'vitest';
import type { BookingStatus, TripListItem } from '../../../domain/schemas/bookings.ts';
import { ownStayAmong } from './own-stay.ts';

const trip = (
  id: string,
  propertyId: string,
  checkInDate: string,
  checkOutDate: string,
  status: BookingStatus,
) =>
  ({
    booking: { id, checkInDate, checkOutDate, status },
    property: { id: propertyId },
  }) as unknown as TripListItem;

describe("the guest's own stay on a listing", () => {
  const trips = [
    trip('mine', 'villa', '2027-03-12', '2027-03-15', 'confirmed'),
    trip('cancelled', 'villa', '2027-04-01', '2027-04-03', 'cancelled'),
    trip('elsewhere', 'cottage', '2027-05-01', '2027-05-03', 'pending'),
  ];

  it('is found when the chosen nights are, or overlap, a live booking of this listing', () => {
    expect(ownStayAmong(trips, 'villa', { checkIn: '2027-03-12', checkOut: '2027-03-15' })?.booking.id).toBe(
      'mine',
    );
    expect(ownStayAmong(trips, 'villa', { checkIn: '2027-03-14', checkOut: '2027-03-18' })?.booking.id).toBe(
      'mine',
    );
  });

  it('is not a stay that touches only at check-out, a cancelled one, or one elsewhere', () => {
    expect(ownStayAmong(trips, 'villa', { checkIn: '2027-03-15', checkOut: '2027-03-17' })).toBeUndefined();
    expect(ownStayAmong(trips, 'villa', { checkIn: '2027-04-01', checkOut: '2027-04-03' })).toBeUndefined();
    expect(ownStayAmong(trips, 'villa', { checkIn: '2027-05-01', checkOut: '2027-05-03' })).toBeUndefined();
    expect(ownStayAmong(trips, 'villa', { checkIn: '', checkOut: '' })).toBeUndefined();
  });
});
