import { describe, expect, it } from 'vitest';
import { contactBookingRequestOf, stayRequestOf } from './booking-request.ts';

const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', guests: 3 };

describe('stayRequestOf', () => {
  it("sends the guests as adults, no children, infants or pets, and the quote's total", () => {
    expect(stayRequestOf('p1', stay, '43500.00', '  Late arrival ')).toEqual({
      propertyId: 'p1',
      checkInDate: '2027-03-12',
      checkOutDate: '2027-03-15',
      adults: 3,
      children: 0,
      infants: 0,
      pets: 0,
      totalAmount: '43500.00',
      specialRequests: 'Late arrival',
    });
  });
});

describe('contactBookingRequestOf', () => {
  it('is the same stay with paymentMethod contact and no special requests', () => {
    expect(contactBookingRequestOf('p1', stay, '43500.00')).toMatchObject({
      paymentMethod: 'contact',
      adults: 3,
      specialRequests: '',
      totalAmount: '43500.00',
    });
  });
});
