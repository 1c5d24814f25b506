import { useMutation } from '@tanstack/react-query';
import { sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** The body of POST /api/payment/create-order (traveller §3): children, infants and pets are 0 here. */
export type PaymentOrderRequest = {
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: 0;
  infants: 0;
  pets: 0;
  /** The quote's total, rupees ('43500.00'); the server checks it, never trusts it. */
  totalAmount: string;
  specialRequests: string;
};

/** Razorpay's order (traveller §3): what the checkout step (next issue) opens. */
export type PaymentOrder = { keyId: string; amount: number; currency: string; orderId: string };

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
