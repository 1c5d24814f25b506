import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { paymentWebhook } from '../../../domain/schemas/payment-webhook.ts';
import { badRequest } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { signaturesMatch, webhookSignature } from '../../integrations/payments/razorpay-signature.ts';
import * as verification from './payment-verification.service.ts';

/**
 * POST /api/payment/webhook: the provider's events, signed over the raw body with the webhook
 * secret. Its own scope keeps each request's raw bytes, which the signature is checked against
 * before the event is used.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const rawBodies = new WeakMap<object, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  app.post(
    '/payment/webhook',
    {
      // After the body's shape is checked (a malformed body is named like any other), before any use.
      preHandler: async (request) => {
        const raw = rawBodies.get(request);
        const given = request.headers['x-razorpay-signature'];
        if (
          !raw ||
          typeof given !== 'string' ||
          !signaturesMatch(webhookSignature(deps.payments.webhookSecret, raw), given)
        )
          throw badRequest(m.server_invalid_webhook_signature());
      },
      schema: {
        tags: ['payment'],
        summary: "The payment provider's events (Razorpay webhooks), each event id once",
        description:
          'X-Razorpay-Signature must be the hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET. payment.captured and order.paid confirm the booking; payment.failed marks the attempt failed.',
        headers: z.object({
          'x-razorpay-signature': z.string().max(200).meta({ example: 'a1b2c3…' }),
          'x-razorpay-event-id': z.string().max(100).optional().meta({ example: 'evt_KiPwXhwTzPZPWa' }),
        }),
        body: paymentWebhook,
        response: {
          200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }),
          ...errorAnswers(400),
        },
      },
    },
    async (request) => {
      // Razorpay names every event; a body without the header is named by its bytes.
      const eventId =
        request.headers['x-razorpay-event-id'] ??
        `sha256:${createHash('sha256')
          .update(rawBodies.get(request) ?? '')
          .digest('hex')}`;
      return { status: await verification.handleWebhook(deps, eventId, request.body) };
    },
  );
};
