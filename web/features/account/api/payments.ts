import { useQuery } from '@tanstack/react-query';
import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/payments: the signed-in traveller's payments and refunds, newest first. */
export function fetchPayments() {
  return getJson<AccountPaymentEntry[]>('/api/payments');
}

export function usePayments() {
  return useQuery({ queryKey: ['/api/payments'], queryFn: fetchPayments });
}
