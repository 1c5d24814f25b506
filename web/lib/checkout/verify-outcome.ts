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
    return { title: 'Payment Refunded', description: message, variant: 'destructive' };
  return {
    title: 'Booking Failed',
    description: message ?? 'Payment verification failed. Please contact support.',
    variant: 'destructive',
  };
}
