import { type HostReservation, REQUEST_ANSWER_HOURS } from '../../../domain/schemas/host-operations.ts';
import { bookingReference } from '../bookings/index.ts';
import type { ReservationRow } from './reservations.repository.ts';

const HOUR_MS = 3_600_000;
const instant = (value: Date | string) => new Date(value);

/** When an unanswered request made at `createdAt` expires. */
export const answerByOf = (createdAt: Date | string) =>
  new Date(instant(createdAt).getTime() + REQUEST_ANSWER_HOURS * HOUR_MS);

export const isRequest = (row: Pick<ReservationRow, 'status' | 'payment_method'>) =>
  row.status === 'pending' && row.payment_method === 'contact';

export function hostReservationOf(row: ReservationRow): HostReservation {
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
    answerBy: isRequest(row) ? answerByOf(row.created_at).toISOString() : null,
    cancelledBy: row.cancelled_by,
    cancellationReason: row.cancellation_reason,
    declineMessage: row.decline_message,
    createdAt: instant(row.created_at).toISOString(),
  };
}
