/**
 * A card payment gateway as Basera uses it: orders in paise, refunds of captured payments, and the
 * secrets that sign checkout results and webhooks. Razorpay and the simulated gateway both fit, so
 * verify and webhook code is one for both (decision 40).
 */
export type PaymentProvider = {
  name: 'razorpay' | 'simulated';
  /** The public key the browser's checkout opens with. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The checkout script the web app loads (its origin is allowed by the CSP). */
  checkoutScriptUrl: string;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ orderId: string }>;
  refund(refund: { paymentId: string; amountPaise: number; receipt: string }): Promise<{ refundId: string }>;
};

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SIMULATED_CHECKOUT_SCRIPT = '/simulated-checkout.js';

/** What the Content-Security-Policy must admit for this provider's checkout (nothing for ours). */
export function checkoutOrigins(provider: Pick<PaymentProvider, 'name'>) {
  return provider.name === 'razorpay'
    ? {
        scripts: ['https://checkout.razorpay.com'],
        frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      }
    : { scripts: [], frames: [] };
}
