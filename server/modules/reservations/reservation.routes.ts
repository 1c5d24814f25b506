import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineRequest,
  hostCancelRequest,
  hostReservation,
  hostReservationList,
  reservationIdParams,
  reservationsQuery,
} from '../../../domain/schemas/host-operations.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import * as hostCancellations from './host-cancellations.service.ts';
import * as reservations from './reservations.service.ts';

const NOT_YOURS = '404 "Reservation not found" unless it is a booking of one of your listings.';

/** The host's reservations (issue 12 §1), under /api/owner (owners only). */
export const ownerReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];

  app.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Bookings of all your listings: upcoming stays, requests waiting for you, or past ones',
        description:
          'requests: contact requests to answer, soonest check-in first, each with `answerBy`; upcoming: ' +
          'confirmed stays not yet checked out, soonest first; past: completed, cancelled, declined and ' +
          "expired ones, latest check-in first. Online bookings never paid are in no tab. The guest's " +
          'email and phone are shown once the stay is confirmed.',
        querystring: reservationsQuery,
        response: { 200: hostReservationList },
      },
    },
    async (request) => reservations.listReservations(deps, await userIdOf(request), request.query.tab),
  );

  app.post(
    '/reservations/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a request: it is confirmed and the guest gets your contact details by mail',
        description: `${NOT_YOURS} Accepting an accepted request changes nothing; a declined, expired (unanswered for ${deps.config.requestExpiryHours} hours) or cancelled one is 409.`,
        params: reservationIdParams,
        response: { 200: hostReservation, ...errorAnswers(409) },
      },
    },
    async (request) => reservations.acceptReservation(deps, await userIdOf(request), request.params.id),
  );

  app.post(
    '/reservations/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a request, with an optional message to the guest: its nights are free at once',
        description: `${NOT_YOURS} Declining a declined request changes nothing; a confirmed booking is cancelled instead (409).`,
        params: reservationIdParams,
        // The message is optional, and so is the body: a bare POST declines too.
        body: declineRequest.nullish(),
        response: { 200: hostReservation, ...errorAnswers(409) },
      },
    },
    async (request) =>
      reservations.declineReservation(
        deps,
        await userIdOf(request),
        request.params.id,
        request.body?.message ?? '',
      ),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a confirmed stay, with a reason: the guest gets everything paid back',
        description: `${NOT_YOURS} Only a confirmed stay not yet ended; a request is declined instead (409). Cancelling a cancelled booking changes nothing. Admins see how often each listing's host cancels.`,
        params: reservationIdParams,
        body: hostCancelRequest,
        response: { 200: hostReservation, ...errorAnswers(409) },
      },
    },
    async (request) =>
      hostCancellations.cancelReservation(
        deps,
        await userIdOf(request),
        request.params.id,
        request.body.reason,
      ),
  );
};
