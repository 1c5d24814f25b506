import type { PublicUser } from '../../../domain/schemas/auth.ts';
import type { PaymentOrder, PaymentVerification } from '../../../domain/schemas/bookings.ts';
import type { CheckoutOptions } from './razorpay-types.ts';

/** The brand's dark green (styles.css --color-brand): the checkout's buttons and header. */
export const CHECKOUT_THEME_COLOR = '#14532d';

export type Payer = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** The checkout's form filled from the signed-in traveller (empty strings where unknown). */
export function prefillOf(payer: Payer | null): CheckoutOptions['prefill'] {
  const name = [payer?.firstName, payer?.lastName].filter(Boolean).join(' ');
  return { name, email: payer?.email ?? '', contact: payer?.phone ?? '' };
}

/** What `new Razorpay(...)` is given for an order of ours. */
export function checkoutOptionsFor(
  order: PaymentOrder,
  about: { title: string; payer: Payer | null },
  on: { paid: (response: PaymentVerification) => void; dismissed: () => void },
): CheckoutOptions {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: 'Basera',
    description: about.title,
    prefill: prefillOf(about.payer),
    theme: { color: CHECKOUT_THEME_COLOR },
    handler: on.paid,
    modal: { ondismiss: on.dismissed },
  };
}
