import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaymentList,
  bookingDetail,
  bookingIdParams,
  bookingViewQuery,
  contactBookingRequest,
  tripList,
} from '../../../domain/schemas/bookings.ts';
import { lastBillingDetails } from '../../../domain/schemas/gst.ts';
import { requireUser } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf, viewerOf } from '../../http/request-identity.ts';
import * as contactBooking from './contact-booking.service.ts';
import * as trips from './trips.service.ts';

/** A traveller's bookings: booking by contact, trips, receipts and payments (traveller §3, §7). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { tags: ['bookings'], security: [{ userSession: [] }] };

  app.post(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: 'Ask to book by contacting the host: the nights are held (pending) until the host answers',
        description:
          "The same rules as online booking; `totalAmount` must be the server's quote. The host is told by mail.",
        body: contactBookingRequest,
        response: { 201: bookingDetail, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await contactBooking.requestBooking(deps, await userIdOf(request), request.body);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "The signed-in guest's bookings with their listings, soonest stay first",
        response: { 200: tripList, ...errorAnswers(401) },
      },
    },
    async (request) => trips.listTrips(deps, await userIdOf(request)),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        security: [{ userSession: [] }, { adminSession: [] }],
        summary: 'A booking with its price breakdown, payments and refunds (the receipt)',
        description:
          "For the booking's guest, its listing's owner and admins; 404 for anyone else. With `as=guest`, for its guest alone.",
        params: bookingIdParams,
        querystring: bookingViewQuery,
        response: { 200: bookingDetail, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      if (!viewer.userId && !viewer.admin) throw unauthorized();
      return trips.bookingForViewer(deps, request.params.id, viewer, request.query.as === 'guest');
    },
  );

  app.get(
    '/payments',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "The signed-in user's payments and refunds, newest first",
        response: { 200: accountPaymentList, ...errorAnswers(401) },
      },
    },
    async (request) => trips.accountPayments(deps, await userIdOf(request)),
  );

  app.get(
    '/user/billing-details',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "The billing details of the signed-in user's last online booking, to prefill checkout",
        description: 'null when the user has not paid online through Basera yet.',
        response: { 200: lastBillingDetails, ...errorAnswers(401) },
      },
    },
    async (request) => ({ billing: await trips.lastBilling(deps, await userIdOf(request)) }),
  );
};
