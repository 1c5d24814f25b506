import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingBilling, lastBillingDetails } from '../../../../domain/schemas/gst.ts';
import { getJson, statusOf } from '../../../lib/api-client.ts';

export const BILLING_DETAILS_KEY = ['/api/user/billing-details'] as const;

/**
 * GET /api/user/billing-details: the billing details of the traveller's last booking, to prefill the
 * confirm dialog; null without one. A 404 (a server without the endpoint) is null too: the dialog
 * then starts from the profile's name.
 */
export async function fetchLastBilling(): Promise<BookingBilling | null> {
  try {
    return (await getJson<z.infer<typeof lastBillingDetails>>('/api/user/billing-details')).billing;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Asked as soon as a signed-in traveller sees the booking card, so the dialog opens filled in. */
export function useLastBilling(enabled: boolean) {
  return useQuery({ queryKey: BILLING_DETAILS_KEY, queryFn: fetchLastBilling, enabled });
}
