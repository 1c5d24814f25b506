import { useMutation } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { PaymentOrder, PaymentOrderRequest } from '../../../../domain/schemas/bookings.ts';
import { sendJson, serverMessageOf, serverMessageWithFieldOf, statusOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type BillingField, billingFieldErrorOf } from '../billing-form.ts';

/** POST /api/payment/create-order: holds the nights as a pending booking and opens a Razorpay order. */
export function createPaymentOrder(body: PaymentOrderRequest) {
  return sendJson<PaymentOrder>('POST', '/api/payment/create-order', body);
}

/**
 * Pay: create the order. A 400 naming a billing field goes to that field (`onBillingError`); any
 * other failure toasts "Payment Failed" with the server's reason (§8).
 */
export function useCreatePaymentOrder(
  onCreated: (order: PaymentOrder) => void,
  onBillingError: (field: BillingField, message: string) => void,
) {
  return useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: onCreated,
    onError: (error) => {
      const billing = statusOf(error) === 400 ? billingFieldErrorOf(serverMessageWithFieldOf(error)) : null;
      if (billing) return onBillingError(billing.field, billing.text);
      toast({
        title: m.property_payment_failed(),
        description: serverMessageOf(error) ?? m.property_payment_order_error(),
        variant: 'destructive',
      });
    },
  });
}
