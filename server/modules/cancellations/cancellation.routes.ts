import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import {
  cancellationQuote,
  cancelRequest,
  staleCancellation,
} from '../../../domain/schemas/after-booking.ts';
import { bookingDetail, bookingIdParams } from '../../../domain/schemas/bookings.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { viewerOf } from '../../http/request-identity.ts';
import * as cancellation from './cancellation.service.ts';

/** Cancelling a booking (issue 9 §2): the guest, or an admin for Basera. */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const security: Record<string, string[]>[] = [{ userSession: [] }, { adminSession: [] }];
  const signedViewer = async (request: Parameters<typeof viewerOf>[0]) => {
    const viewer = await viewerOf(request);
    if (!viewer.userId && !viewer.admin) throw unauthorized();
    return viewer;
  };

  app.get(
    '/bookings/:id/cancellation',
    {
      schema: {
        tags: ['bookings'],
        security,
        summary: 'What cancelling this booking now would refund, part by part, and until when',
        description:
          "For the booking's guest (and admins, for whom Basera cancels: everything back). 404 for anyone else.",
        params: bookingIdParams,
        response: { 200: cancellationQuote, ...errorAnswers(401, 404, 409) },
      },
    },
    async (request) =>
      cancellation.cancellationQuoteFor(deps, request.params.id, await signedViewer(request)),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        security,
        summary: 'Cancel: the nights are freed at once and the refund the guest was shown is issued',
        description:
          'If the refund is no longer `expectedRefundPaise` (a tier ended meanwhile), 409 with the new quote and nothing changes. Cancelling a cancelled booking changes nothing.',
        params: bookingIdParams,
        body: cancelRequest,
        response: {
          200: bookingDetail,
          ...errorAnswers(401, 404),
          409: staleCancellation.partial({ quote: true }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await cancellation.cancelBooking(
        deps,
        request.params.id,
        await signedViewer(request),
        request.body,
      );
      if ('stale' in outcome)
        return reply.status(409).send({ message: m.server_refund_changed(), quote: outcome.stale });
      return outcome.cancelled;
    },
  );
};
