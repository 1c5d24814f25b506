import { requestAnswerBy } from '../../../domain/rules/request-expiry.ts';
import type { HostReservation } from '../../../domain/schemas/host-operations.ts';
import { bookingReference } from '../bookings/index.ts';
import type { ReservationRow } from './reservations.repository.ts';

export const isRequest = (row: Pick<ReservationRow, 'status' | 'payment_method'>) =>
  row.status === 'pending' && row.payment_method === 'contact';

/** The reservation as its host reads it; a request's answer-by is `requestExpiryHours` after it was made. */
export function hostReservationOf(row: ReservationRow, requestExpiryHours: number): HostReservation {
  // The guest's contact details are the host's once the stay is agreed (as the host's are the guest's).
  const agreed = row.status === 'confirmed' || row.status === 'completed';
  return {
    id: row.id,
    reference: bookingReference(row.id),
    property: { id: row.property_id, title: row.title, coverUrl: row.cover_url },
    guest: {
      firstName: row.guest_first_name,
      lastName: row.guest_last_name,
      email: agreed ? row.guest_email : null,
      phone: agreed ? row.guest_phone : null,
    },
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    pets: row.pets,
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    nights: row.nights,
    totalAmount: row.total_amount,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    specialRequests: row.special_requests,
    answerBy: isRequest(row) ? requestAnswerBy(row.created_at, requestExpiryHours).toISOString() : null,
    cancelledBy: row.cancelled_by,
    cancellationReason: row.cancellation_reason,
    declineMessage: row.decline_message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
