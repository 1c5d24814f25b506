import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftNotReviewable } from '../../../domain/rules/listing-review.ts';
import {
  adminPropertyList,
  adminPropertyQuery,
  adminPropertyRow,
  rejectListingBody,
} from '../../../domain/schemas/admin-properties.ts';
import { listingIdParams } from '../../../domain/schemas/listings.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import * as review from './listing-review.service.ts';

const NOT_FOUND = '404 "Property not found" for an unknown id.';

/** Property management: the admin's list, approval and rejection, deletion (issue 13). Registered under /api/admin behind the admin guard. */
export const adminPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];

  app.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Listings for review, newest first, with the counts of approved, pending and rejected',
        description:
          'Without `status`, every listing but drafts; `q` matches the title, city, state, or the ' +
          "owner's name or email (any case). The counts are over all listings, whatever the filter.",
        querystring: adminPropertyQuery,
        response: { 200: adminPropertyList },
      },
    },
    (request) => review.listProperties(deps, request.query),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'One listing as the table shows it, whatever its status',
        description: `${NOT_FOUND} The listing's page as travellers see it is GET /api/properties/{id}, which answers admins for any status.`,
        params: listingIdParams,
        response: { 200: adminPropertyRow },
      },
    },
    (request) => review.propertyRow(deps, request.params.id),
  );

  app.post(
    '/properties/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a listing: it shows in search and on its page; the owner is mailed',
        description:
          `${NOT_FOUND} A pending or rejected listing becomes approved (its rejection reason cleared); ` +
          `approving an approved one changes nothing and mails nobody. A draft is 409 "${draftNotReviewable('en')}".`,
        params: listingIdParams,
        response: { 200: adminPropertyRow, ...errorAnswers(409) },
      },
    },
    (request) => review.reviewProperty(deps, request.params.id, { action: 'approve' }),
  );

  app.post(
    '/properties/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a listing with a reason the owner reads: it leaves search and its page',
        description:
          `${NOT_FOUND} A pending listing is turned down, an approved one taken down; the owner is mailed ` +
          'the reason and a link to edit it (saving the edit resubmits it). Rejecting a rejected listing ' +
          `with the same reason changes nothing and mails nobody. A draft is 409 "${draftNotReviewable('en')}".`,
        params: listingIdParams,
        body: rejectListingBody,
        response: { 200: adminPropertyRow, ...errorAnswers(409) },
      },
    },
    (request) =>
      review.reviewProperty(deps, request.params.id, { action: 'reject', reason: request.body.reason }),
  );

  app.delete(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Delete a listing that has never been booked',
        description:
          `${NOT_FOUND} Refused (409) while it has pending or confirmed bookings not yet checked out, ` +
          'and while it has any other booking (their records and payments are kept: reject it to take ' +
          'it down instead). Its photos, calendar, prices, wishlist entries and reviews go with it. The ' +
          'owner is mailed (not for a draft).',
        params: listingIdParams,
        response: { 204: z.undefined().describe('Deleted'), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      await review.deleteProperty(deps, request.params.id);
      return reply.status(204).send();
    },
  );
};
