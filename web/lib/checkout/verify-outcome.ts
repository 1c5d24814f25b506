import { m } from '#i18n/messages.js';
import { serverMessageOf, statusOf } from '../api-client.ts';

export type VerifyToast = { title: string; description: string; variant?: 'destructive' };

/**
 * What the traveller is told when verify refuses (traveller §8): a 409 means the payment could
 * not buy the stay and was refunded in full, and the server says why (decision 70); anything else
 * is the spec's Booking Failed.
 */
export function verifyFailureToast(error: unknown): VerifyToast {
  const message = serverMessageOf(error);
  if (statusOf(error) === 409 && message)
    return { title: m.booking_payment_refunded_title(), description: message, variant: 'destructive' };
  return {
    title: m.booking_failed_title(),
    description: message ?? m.booking_verification_failed(),
    variant: 'destructive',
  };
}
