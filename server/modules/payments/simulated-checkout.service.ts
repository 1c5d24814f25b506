import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { SignedWebhook } from '../../integrations/payments/payment-provider.ts';
import { paymentSignature, webhookSignature } from '../../integrations/payments/razorpay-signature.ts';
import { providerId } from '../../integrations/payments/simulated-provider.ts';
import * as repo from './payments.repository.ts';

/**
 * The simulated gateway's checkout pays (or declines) the signed-in guest's order: it answers what
 * Razorpay's checkout hands the page, signed with the key secret as Razorpay signs, and the webhook
 * Razorpay would send, signed with the webhook secret (the route delivers it to our own endpoint).
 */
export async function simulatePayment(
  deps: AppDeps,
  guestId: string,
  input: { orderId: string; outcome: 'success' | 'failure' },
  now = new Date(),
) {
  const payment = await repo.paymentOfOrder(deps.db, input.orderId);
  if (!payment || payment.guestId !== guestId) throw notFound(m.server_payment_order_not_found());
  if (payment.status === 'paid' || payment.status === 'refunded')
    throw conflict(m.server_order_already_paid());
  const paymentId = providerId('pay');
  const entity = {
    id: paymentId,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: 'INR',
    order_id: input.orderId,
    method: 'card',
    status: input.outcome === 'success' ? 'captured' : 'failed',
    ...(input.outcome === 'failure' && {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: m.server_simulated_decline(),
    }),
  };
  const event = input.outcome === 'success' ? 'payment.captured' : 'payment.failed';
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_simulated',
    event,
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: Math.floor(now.getTime() / 1000),
  });
  const webhook: SignedWebhook = {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': providerId('evt'),
      'x-razorpay-signature': webhookSignature(deps.payments.webhookSecret, body),
    },
  };
  const result =
    input.outcome === 'success'
      ? {
          razorpay_payment_id: paymentId,
          razorpay_order_id: input.orderId,
          razorpay_signature: paymentSignature(deps.payments.keySecret, input.orderId, paymentId),
        }
      : {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: m.server_simulated_decline(),
            metadata: { order_id: input.orderId, payment_id: paymentId },
          },
        };
  return { result, webhook };
}
