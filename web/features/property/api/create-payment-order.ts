import { useMutation } from '@tanstack/react-query';
import type { PaymentOrder, PaymentOrderRequest } from '../../../../domain/schemas/bookings.ts';
import { sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /api/payment/create-order: holds the nights as a pending booking and opens a Razorpay order. */
export function createPaymentOrder(body: PaymentOrderRequest) {
  return sendJson<PaymentOrder>('POST', '/api/payment/create-order', body);
}

/** Pay: create the order; a failure toasts "Payment Failed" with the server's reason (§8). */
export function useCreatePaymentOrder(onCreated: (order: PaymentOrder) => void) {
  return useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: onCreated,
    onError: (error) => {
      toast({
        title: 'Payment Failed',
        description: serverMessageOf(error) ?? 'Failed to create payment order. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
