import type { ContactBookingRequest, PaymentOrderRequest } from '../../../domain/schemas/bookings.ts';
import type { BillingDetails } from '../../../domain/schemas/gst.ts';
import type { StayChoice } from './stay-params.ts';

/**
 * The stay both ways of booking send (traveller §3 "Booking request"): the page's guests are adults
 * (children, infants and pets are always 0 here), and the total is the server's own quote.
 */
export function stayRequestOf(
  propertyId: string,
  stay: StayChoice,
  quoteTotal: string,
  specialRequests = '',
): Omit<PaymentOrderRequest, 'billing'> {
  return {
    propertyId,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: stay.guests,
    children: 0,
    infants: 0,
    pets: 0,
    totalAmount: quoteTotal,
    specialRequests: specialRequests.trim(),
  };
}

/** POST /api/payment/create-order's body: the stay and who the tax invoices are made out to (issue 24 §3). */
export function paymentOrderRequestOf(
  propertyId: string,
  stay: StayChoice,
  quoteTotal: string,
  specialRequests: string,
  billing: BillingDetails,
): PaymentOrderRequest {
  return { ...stayRequestOf(propertyId, stay, quoteTotal, specialRequests), billing };
}

/** POST /api/bookings's body: the same stay, to be confirmed by Basera's booking contacts (no billing: nothing is paid through Basera). */
export function contactBookingRequestOf(
  propertyId: string,
  stay: StayChoice,
  quoteTotal: string,
): ContactBookingRequest {
  return { ...stayRequestOf(propertyId, stay, quoteTotal), paymentMethod: 'contact' };
}
