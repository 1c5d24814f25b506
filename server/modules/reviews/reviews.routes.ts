import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hostResponseRequest,
  listedReview,
  reviewPage,
  reviewPageQuery,
  reviewRequest,
} from '../../../domain/schemas/after-booking.ts';
import { bookingIdParams } from '../../../domain/schemas/bookings.ts';
import { propertyIdParams } from '../../../domain/schemas/properties.ts';
import { requireUser } from '../../http/access.ts';
import { nextPageLink } from '../../http/next-page-link.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf, viewerOf } from '../../http/request-identity.ts';
import * as responses from './host-response.service.ts';
import * as pages from './review-pages.service.ts';
import * as writing from './review-writing.service.ts';

const reviewIdParams = z.object({
  id: z.uuid('must be a review id').meta({ example: '9c4e2a71-3b5d-4f6e-8a1c-2d3e4f5a6b7c' }),
});

/** Reviews (issue 9 §5): a guest reviews a completed stay, anyone reads them, the host answers once. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { tags: ['reviews'], security: [{ userSession: [] }] };

  app.post(
    '/bookings/:id/review',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: 'Review a completed stay: a score 1-5 for every active rating parameter, and a comment',
        description:
          "Only the booking's guest (404 for anyone else), once per booking, from check-out day to 14 days " +
          "after it in the listing's time zone. The listing's averageRating and totalReviews follow at once; " +
          'the host is told by mail.',
        params: bookingIdParams,
        body: reviewRequest,
        response: { 201: listedReview, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = await userIdOf(request);
      const review = await writing.writeReview(deps, userId, request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/properties/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listing's reviews, newest first; the next page is in the Link header",
        description:
          'Pages of `limit` (10, at most 50) follow `Link: <…>; rel="next"`, absent on the last page. ' +
          'A listing not yet approved answers only its owner and admins (404 for anyone else).',
        params: propertyIdParams,
        querystring: reviewPageQuery,
        response: { 200: reviewPage, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const page = await pages.reviewPage(deps, request.params.id, await viewerOf(request), request.query);
      if (page.nextCursor) reply.header('link', nextPageLink(request.url, page.nextCursor));
      return page.reviews;
    },
  );

  app.post(
    '/reviews/:id/response',
    {
      onRequest: requireUser,
      schema: {
        ...signedIn,
        summary: "The listing owner's one public response under a review",
        description:
          "Only the owner of the review's listing (404 for anyone else), once; the guest is told by mail.",
        params: reviewIdParams,
        body: hostResponseRequest,
        response: { 200: listedReview, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      responses.respondToReview(deps, await userIdOf(request), request.params.id, request.body.text),
  );
};
