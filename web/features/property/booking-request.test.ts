import { describe, expect, it } from 'vitest';
import { contactBookingRequestOf, paymentOrderRequestOf, stayRequestOf } from './booking-request.ts';

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

describe('paymentOrderRequestOf', () => {
  it('is the same stay with the billing details as given', () => {
    const billing = { name: 'Asha Rao', state: 'Karnataka', pincode: '560001' };
    expect(paymentOrderRequestOf('p1', stay, '45675.00', 'Late arrival', billing)).toEqual({
      ...stayRequestOf('p1', stay, '45675.00', 'Late arrival'),
      billing: { name: 'Asha Rao', state: 'Karnataka', pincode: '560001' },
    });
  });
});

describe('contactBookingRequestOf', () => {
  it('is the same stay with paymentMethod contact, no special requests and no billing details', () => {
    const request = contactBookingRequestOf('p1', stay, '43500.00');
    expect(request).toMatchObject({
      paymentMethod: 'contact',
      adults: 3,
      specialRequests: '',
      totalAmount: '43500.00',
    });
    expect(request).not.toHaveProperty('billing');
  });
});
