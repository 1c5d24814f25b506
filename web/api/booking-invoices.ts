import { useQuery } from '@tanstack/react-query';
import type { InvoiceAnswer } from '../../domain/schemas/gst.ts';
import { getJson, statusOf } from '../lib/api-client.ts';

// A booking's tax invoices and credit notes (issue 24 §4), listed by the receipt and /payments.
// The key sits under the booking's, so a payment or a cancellation refreshes it with the booking.

export const bookingInvoicesQueryKey = (id: string) => ['/api/bookings', id, 'invoices'] as const;

/**
 * GET /api/bookings/{id}/invoices, oldest first. A 404 (no such booking of this person's, or a
 * server without invoices) is an empty list: there is nothing to link, and nothing is broken.
 */
export async function fetchBookingInvoices(id: string): Promise<InvoiceAnswer[]> {
  try {
    return await getJson<InvoiceAnswer[]>(`/api/bookings/${encodeURIComponent(id)}/invoices`);
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}

export function useBookingInvoices(id: string, enabled = true) {
  return useQuery({
    queryKey: bookingInvoicesQueryKey(id),
    queryFn: () => fetchBookingInvoices(id),
    enabled: enabled && !!id,
  });
}
