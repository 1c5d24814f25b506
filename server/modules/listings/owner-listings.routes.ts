import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingIdParams,
  listingSaved,
  listingUpdateBody,
  ownerListing,
  ownerPropertyList,
  ownerStats,
} from '../../../domain/schemas/listings.ts';
import { unauthorized } from '../../http/http-error.ts';
import * as listings from './owner-listings.service.ts';
import { ownerStats as statsOf } from './owner-stats.service.ts';

const ownerIdOf = async (request: FastifyRequest) => {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user.id;
};

/**
 * The owner's own listings (admin-and-host §2 Owner dashboard, §7), inside the '/owner' scope that
 * requireRole('owner') guards. Another owner's listing answers 404 "Property not found".
 */
export const ownerListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];

  app.get(
    '/properties',
    {
      schema: {
        tags,
        summary: "The owner's listings, newest first, whatever their status (cover photo first)",
        response: { 200: ownerPropertyList },
      },
    },
    async (request) => listings.ownerProperties(deps, await ownerIdOf(request)),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'One listing as the wizard edits it, with its bookings not yet checked out',
        params: listingIdParams,
        response: { 200: ownerListing },
      },
    },
    async (request) => listings.ownerListing(deps, await ownerIdOf(request), request.params.id),
  );

  app.put(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Edit a listing: the whole form, complete',
        description:
          'Checked as publishing is (400 naming every missing item). An approved listing whose ' +
          'property type, address or map point changes goes back to pending; other edits apply at ' +
          'once. Editing a rejected listing resubmits it (pending, the reason cleared).',
        params: listingIdParams,
        body: listingUpdateBody,
        response: { 200: listingSaved },
      },
    },
    async (request) => listings.editListing(deps, await ownerIdOf(request), request.params.id, request.body),
  );

  for (const [action, isListed] of [
    ['unlist', false],
    ['relist', true],
  ] as const) {
    app.post(
      `/properties/:id/${action}`,
      {
        schema: {
          tags,
          summary: isListed
            ? 'List the listing again (it shows in search once approved)'
            : 'Take the listing out of search and its public page; status and bookings stay',
          params: listingIdParams,
          response: { 200: listingSaved },
        },
      },
      async (request) => listings.setListed(deps, await ownerIdOf(request), request.params.id, isListed),
    );
  }

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: "The owner dashboard's numbers: listings by status, reservations, requests, earnings",
        response: { 200: ownerStats },
      },
    },
    async (request) => statsOf(deps, await ownerIdOf(request)),
  );
};
