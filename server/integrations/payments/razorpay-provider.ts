import Razorpay from 'razorpay';
import { type PaymentProvider, RAZORPAY_CHECKOUT_SCRIPT } from './payment-provider.ts';
import { razorpayRoute } from './razorpay-route.ts';
import { razorpayTransfers } from './razorpay-transfers.ts';

/** Razorpay through its official package: orders, refunds and Route's linked accounts go to api.razorpay.com. */
export function createRazorpayProvider(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    ...keys,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amountPaise, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt });
      return { orderId: order.id };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      // The receipt (our refund's id) is the idempotency key: an earlier attempt that reached
      // Razorpay but whose answer was lost is found, not refunded twice.
      const earlier = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const done = earlier.items.find((refund) => refund.receipt === receipt);
      if (done) return { refundId: done.id };
      const refund = await client.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt,
      });
      return { refundId: refund.id };
    },
    ...razorpayRoute(client),
    ...razorpayTransfers(client),
  };
}
