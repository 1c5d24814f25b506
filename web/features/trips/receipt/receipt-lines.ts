import { m } from '#i18n/messages.js';
import type { BookingDetail, PaymentMethod } from '../../../../domain/schemas/bookings.ts';
import {
  TAXES_LABEL,
  type TaxDetail,
  taxDetails,
  taxesAmount,
} from '../../../components/booking/tax-lines.ts';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { formatDate, formatPrice } from '../../../lib/formatters.ts';

// The receipt's lines from GET /api/bookings/{id}, kept pure so they are tested.

export function paymentMethodText(method: PaymentMethod): string {
  return method === 'razorpay' ? m.trips_receipt_method_online() : m.trips_receipt_method_contact();
}

/** The listing's street address, then "City, State PIN" (parts that are missing are left out). */
export function addressLines(
  property: Pick<BookingDetail['property'], 'address' | 'city' | 'state' | 'pincode'>,
) {
  const place = [property.city, property.state].filter((part) => part?.trim()).join(', ');
  return [property.address?.trim(), [place, property.pincode?.trim()].filter(Boolean).join(' ')].filter(
    (line): line is string => !!line,
  );
}

/** "2 adults, 1 child, 0 infants, 0 pets": every part of the party, as booked. */
export function partyLine(
  booking: Pick<BookingDetail['booking'], 'adults' | 'children' | 'infants' | 'pets'>,
) {
  return [
    m.trips_count_adults({ count: booking.adults }),
    m.trips_count_children({ count: booking.children }),
    m.trips_count_infants({ count: booking.infants }),
    m.trips_count_pets({ count: booking.pets }),
  ].join(', ');
}

export type ReceiptLine = { label: string; amount: string };

/**
 * Each night with its price (or the nights' sum when the server has no night-by-night prices),
 * then the cleaning and service fees; amounts of 0 are left out (traveller §9).
 */
export function chargeLines(booking: BookingDetail['booking']): ReceiptLine[] {
  const nights =
    booking.nightPrices.length > 0
      ? booking.nightPrices.map((night) => ({
          label: m.trips_receipt_night_of({ date: formatStayDate(night.date) }),
          amount: formatPrice(night.price),
        }))
      : [{ label: m.trips_count_nights({ count: booking.nights }), amount: booking.nightlyTotal }]
          .filter((line) => Number(line.amount) > 0)
          .map((line) => ({ label: line.label, amount: formatPrice(line.amount) }));
  const fees = [
    { label: m.trips_receipt_cleaning_fee(), amount: booking.cleaningFee },
    { label: m.trips_receipt_service_fee(), amount: booking.serviceFee },
  ]
    .filter((fee) => Number(fee.amount) > 0)
    .map((fee) => ({ label: fee.label, amount: formatPrice(fee.amount) }));
  return [...nights, ...fees];
}

/**
 * The GST of a booking for the receipt: the subtotal it is charged on, the taxes' total and each
 * tax (CGST and SGST or UTGST of every line). Null for a booking made before GST (no tax lines):
 * its receipt shows the charges and the total as before.
 */
export function receiptTaxes(
  booking: Pick<BookingDetail['booking'], 'subtotal' | 'taxes'>,
): { subtotal: string; taxes: ReceiptLine; details: TaxDetail[] } | null {
  const amount = taxesAmount(booking.taxes);
  if (!amount) return null;
  return {
    subtotal: formatPrice(booking.subtotal),
    taxes: { label: TAXES_LABEL, amount },
    details: taxDetails(booking.taxes.lines),
  };
}

/** Who the invoices are made out to: the name, "Karnataka 560001", and the GSTIN when given. */
export function billedToLines(billing: BookingDetail['booking']['billing']): string[] {
  if (!billing) return [];
  return [
    billing.name,
    [billing.state, billing.pincode].filter(Boolean).join(' '),
    billing.gstin ? `GSTIN ${billing.gstin}` : '',
  ].filter(Boolean);
}

/** The provider's id of the payment that went through (pay_…), else of any attempt that has one; null with none. */
export function providerPaymentIdOf(payments: BookingDetail['payments']): string | null {
  const paid = payments.find((payment) => payment.status === 'paid' && payment.providerPaymentId);
  return (
    paid?.providerPaymentId ??
    payments.find((payment) => payment.providerPaymentId)?.providerPaymentId ??
    null
  );
}

/** "1 Mar 2027" for an instant (when a payment or refund happened), on the reader's calendar. */
export const instantDate = formatDate;

/** The guest as the receipt names them: "Asha Rao", else their e-mail. */
export function guestName(guest: BookingDetail['guest']): string {
  return (
    [guest.firstName, guest.lastName].filter(Boolean).join(' ') ||
    guest.email ||
    m.trips_receipt_guest_fallback()
  );
}

/** How long a refund takes to arrive, in business days. */
export const REFUND_DAYS = { min: 5, max: 10 } as const;

/** "Cancelled by the guest on 3 Mar 2027" for a cancelled booking; null for any other. */
export function cancelledLine(
  booking: Pick<BookingDetail['booking'], 'status' | 'cancelledAt' | 'cancelledBy'>,
): string | null {
  if (booking.status !== 'cancelled') return null;
  const date = booking.cancelledAt ? instantDate(booking.cancelledAt) : '';
  switch (booking.cancelledBy) {
    case 'guest':
      return date ? m.trips_receipt_cancelled_by_guest_on({ date }) : m.trips_receipt_cancelled_by_guest();
    case 'host':
      return date ? m.trips_receipt_cancelled_by_host_on({ date }) : m.trips_receipt_cancelled_by_host();
    case 'basera':
      return date ? m.trips_receipt_cancelled_by_basera_on({ date }) : m.trips_receipt_cancelled_by_basera();
    default:
      return date ? m.trips_receipt_cancelled_on({ date }) : m.trips_receipt_cancelled();
  }
}
