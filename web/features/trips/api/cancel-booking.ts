import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { sendJson, statusOf } from '../../../lib/api-client.ts';

export type CancelBody = { expectedRefundPaise: number; reason?: string };

/**
 * POST /api/bookings/{id}/cancel with the refund the guest was shown: the cancelled booking, its
 * refunds listed; 409 `{ message, quote }` when the refund changed since, 409 `{ message }` when
 * the booking can no longer be cancelled.
 */
export function cancelBooking(bookingId: string, body: CancelBody) {
  return sendJson<BookingDetail>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancel`, body);
}

/** The new quote a 409 carries when the refund changed since it was shown; null for any other failure. */
export function staleQuoteOf(error: unknown): CancellationQuote | null {
  if (statusOf(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    const quote = (body as { quote?: unknown } | null)?.quote as CancellationQuote | undefined;
    return quote && typeof quote.refundPaise === 'number' ? quote : null;
  } catch {
    return null;
  }
}
