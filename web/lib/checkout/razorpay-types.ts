import type { PaymentVerification } from '../../../domain/schemas/bookings.ts';

/**
 * The part of Razorpay Checkout's browser API Basera uses (checkout.razorpay.com/v1/checkout.js);
 * web/public/simulated-checkout.js offers the same one.
 */
export type CheckoutOptions = {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentVerification) => void;
  modal: { ondismiss: () => void };
};

export type PaymentFailure = {
  error: { code: string; description: string; metadata?: { order_id?: string; payment_id?: string } };
};

export type RazorpayCheckout = {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (failure: PaymentFailure) => void): void;
};

export type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
