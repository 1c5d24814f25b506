import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { MAX_OWNER_MATCHES, ownerMatchList, ownerSearchQuery } from '../../../domain/schemas/admin-owners.ts';
import {
  adminPublishBody,
  listingIdParams,
  listingSaved,
  listingUpdateBody,
  ownerListing,
} from '../../../domain/schemas/listings.ts';
import { unauthorized } from '../../http/http-error.ts';
import { searchOwners } from './admin-owners.service.ts';
import { adminAuthor, currentDraftMethods, draftRoutes } from './drafts.routes.ts';
import { publishListingForOwner } from './listing-publishing.service.ts';
import { editListingAsAdmin, listingForAdmin } from './owner-listings.service.ts';

/**
 * The admin's wizard (decision 53), inside the '/admin' scope that requireAdmin guards: the
 * admin's own draft, publishing for an owner, finding that owner, and editing any owner's listing.
 */
export const adminListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(draftRoutes(adminAuthor));
  await app.register(currentDraftMethods);

  app.post(
    '/properties',
    {
      schema: {
        tags: ['admin'],
        summary: 'List a property for an owner: submitted for review (pending)',
        description:
          'As POST /api/properties, with `ownerId` (a user with role owner, else 400 "Owner not ' +
          'found"). Photos and the NOC may be uploads of the admin or of that owner.',
        body: adminPublishBody,
        response: { 201: listingSaved },
      },
    },
    async (request, reply) => {
      const admin = await request.currentAdmin();
      if (!admin) throw unauthorized(m.server_admin_sign_in_required());
      return reply.status(201).send(await publishListingForOwner(deps, admin.id, request.body));
    },
  );

  app.get(
    '/properties/:id/listing',
    {
      schema: {
        tags: ['admin'],
        summary: "Any owner's listing as the wizard edits it, with its bookings not yet checked out",
        params: listingIdParams,
        response: { 200: ownerListing },
      },
    },
    (request) => listingForAdmin(deps, request.params.id),
  );

  app.put(
    '/properties/:id/listing',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit any owner's listing: the whole form, complete; its status stays",
        description:
          "Checked as the owner's edit is (400 naming every missing item; photos may be uploads of " +
          "the admin or of the owner). Unlike an owner's edit, the status and rejection reason stay as " +
          'they are: approve or reject the listing separately.',
        params: listingIdParams,
        body: listingUpdateBody,
        response: { 200: listingSaved },
      },
    },
    async (request) => {
      const admin = await request.currentAdmin();
      if (!admin) throw unauthorized(m.server_admin_sign_in_required());
      return editListingAsAdmin(deps, admin.id, request.params.id, request.body);
    },
  );

  app.get(
    '/owners',
    {
      schema: {
        tags: ['admin'],
        summary: `Owners whose name or email contains q (any case), at most ${MAX_OWNER_MATCHES}`,
        querystring: ownerSearchQuery,
        response: { 200: ownerMatchList },
      },
    },
    async (request) => searchOwners(deps, request.query.q),
  );
};
