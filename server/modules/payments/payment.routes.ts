import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDetail,
  bookingIdParams,
  paymentOrder,
  paymentOrderRequest,
  paymentVerification,
  simulatedPayment,
  simulatedPaymentResult,
} from '../../../domain/schemas/bookings.ts';
import { requireUser } from '../../http/access.ts';
import { conflict } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import { REFUNDED_PAYMENT } from './capture-refund.service.ts';
import * as orders from './payment-orders.service.ts';
import * as verification from './payment-verification.service.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';
import * as simulated from './simulated-checkout.service.ts';

/** Online payment (traveller §3, §7): the order that holds the nights, verify, webhooks. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { tags: ['payment'], security: [{ userSession: [] }] };

  app.post(
    '/payment/create-order',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: `Hold the nights for ${deps.config.bookingHoldMinutes} minutes and create the payment order for the server's total`,
        description:
          "The booking is pending until paid. `totalAmount` must equal the server's quote (400 otherwise); `amount` is in paise.",
        body: paymentOrderRequest,
        response: { 201: paymentOrder, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const order = await orders.createPaymentOrder(deps, await userIdOf(request), request.body);
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/bookings/:id/payment-order',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookings'],
        security: [{ userSession: [] }],
        summary: "The pending online booking's order again, to complete payment while its hold lasts",
        params: bookingIdParams,
        response: { 200: paymentOrder, ...errorAnswers(401, 404, 409) },
      },
    },
    async (request) => orders.resumePaymentOrder(deps, await userIdOf(request), request.params.id),
  );

  app.post(
    '/payment/verify',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "Confirm a paid order with the checkout's signature; a repeat answers the same booking",
        description:
          '409 when the payment could not buy the stay and was refunded in full: the message says why (the hold lapsed and the nights were taken, the booking was cancelled, or the order was already paid), whether this call or a webhook settled it.',
        body: paymentVerification,
        response: { 200: bookingDetail, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { settlement, booking } = await verification.verifyPayment(
        deps,
        await userIdOf(request),
        request.body,
      );
      // Committed either way: the payment is recorded and, when it could not buy the stay, refunded.
      if (settlement.kind === 'refunded') throw conflict(REFUNDED_PAYMENT[settlement.cause]());
      return booking;
    },
  );

  await app.register(paymentWebhookRoutes);

  if (deps.payments.name !== 'simulated') return;
  app.post(
    '/payment/simulated/pay',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "The simulated gateway's checkout: pay (or decline) an order, signed as Razorpay signs",
        description:
          "Only with the simulated gateway. Answers what Razorpay's checkout hands the page, and sends Razorpay's webhook to /api/payment/webhook.",
        body: simulatedPayment,
        response: { 200: simulatedPaymentResult, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { result, webhook } = await simulated.simulatePayment(
        deps,
        await userIdOf(request),
        request.body,
      );
      // Delivered like Razorpay's: through the same endpoint and signature check, after the answer.
      deps.background.run('simulated webhook', () =>
        app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: webhook.headers,
          payload: webhook.body,
        }),
      );
      return result;
    },
  );
};
