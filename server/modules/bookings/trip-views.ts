import { addPaise, paiseToRupees, subtractPaise } from '../../../domain/money.ts';
import { addDays } from '../../../domain/rules/stay-dates.ts';
import type { AccountPaymentEntry, BookingDetail, TripListItem } from '../../../domain/schemas/bookings.ts';
import type { AccountMoneyRow, PaymentLine, RefundLine, TripRow } from './trips.repository.ts';

// Rows with money in Paise -> the API's shapes (traveller §3). The API answers rupee strings, so
// amounts become rupees here and only here, after any sum is done in paise.

const iso = (value: Date | string) => new Date(value).toISOString();
const coordinate = (value: string | null) => (value === null ? null : Number(value));

/** The short reference receipts and support use: the id's first 8 characters, upper case. */
export const bookingReference = (id: string) => id.slice(0, 8).toUpperCase();

function summaryOf(row: TripRow) {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    nights: row.nights,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    pets: row.pets,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    totalAmount: paiseToRupees(row.total_paise),
    holdExpiresAt: row.status === 'pending' && row.hold_expires_at !== null ? iso(row.hold_expires_at) : null,
    createdAt: iso(row.created_at),
  };
}

function cardPropertyOf(row: TripRow) {
  const p = row.property;
  return {
    id: p.id,
    title: p.title,
    city: p.city ?? '',
    state: p.state ?? '',
    latitude: coordinate(p.latitude),
    longitude: coordinate(p.longitude),
    averageRating: p.averageRating,
    owner: { firstName: p.owner.firstName },
    photos: p.photos,
  };
}

export function tripListItemOf(row: TripRow): TripListItem {
  return {
    booking: summaryOf(row),
    property: cardPropertyOf(row),
    upcoming: row.upcoming,
    reviewed: row.reviewed,
    refunded: paiseToRupees(row.refunded_paise),
    refunds: row.refund_states.map((r) => ({ amount: paiseToRupees(r.amountPaise), status: r.status })),
    declineMessage: row.decline_message,
  };
}

export function bookingDetailOf(
  row: TripRow,
  money: { payments: PaymentLine[]; refunds: RefundLine[] },
): BookingDetail {
  const p = row.property;
  const address = [p.addressLine1, p.addressLine2].filter(Boolean).join(', ');
  // The host's own contact details are the guest's once the stay is agreed.
  const hostShown = row.status === 'confirmed' || row.status === 'completed';
  return {
    booking: {
      ...summaryOf(row),
      specialRequests: row.special_requests,
      cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
      cancelledBy: row.cancelled_by,
      declineMessage: row.decline_message,
      nightlyTotal: paiseToRupees(addPaise(...row.night_prices_paise)),
      cleaningFee: paiseToRupees(row.cleaning_fee_paise),
      serviceFee: paiseToRupees(row.service_fee_paise),
      subtotal: paiseToRupees(subtractPaise(row.total_paise, row.taxes.totalPaise)),
      taxes: row.taxes,
      billing: row.billing,
      nightPrices: row.night_prices_paise.map((price, i) => ({
        date: addDays(row.check_in, i),
        price: paiseToRupees(price),
      })),
    },
    property: {
      ...cardPropertyOf(row),
      address: address || null,
      pincode: p.pincode,
      checkInTime: p.checkInTime,
      checkOutTime: p.checkOutTime,
      cancellationPolicy: p.cancellationPolicy,
      timeZone: p.timeZone,
    },
    guest: row.guest,
    host: hostShown ? p.owner : null,
    payments: money.payments.map((m) => ({
      id: m.id,
      provider: m.provider,
      providerOrderId: m.provider_order_id,
      providerPaymentId: m.provider_payment_id,
      amount: paiseToRupees(m.amount_paise),
      status: m.status,
      createdAt: iso(m.created_at),
    })),
    refunds: money.refunds.map((r) => ({
      id: r.id,
      amount: paiseToRupees(r.amount_paise),
      status: r.status,
      reason: r.reason,
      providerRefundId: r.provider_refund_id,
      createdAt: iso(r.created_at),
    })),
    upcoming: row.upcoming,
  };
}

export function accountPaymentOf(row: AccountMoneyRow): AccountPaymentEntry {
  return {
    kind: row.kind,
    id: row.id,
    bookingId: row.booking_id,
    bookingReference: bookingReference(row.booking_id),
    propertyTitle: row.property_title,
    amount: paiseToRupees(row.amount_paise),
    taxes: paiseToRupees(row.taxes_paise),
    status: row.status,
    providerId: row.provider_id,
    createdAt: iso(row.created_at),
  };
}
