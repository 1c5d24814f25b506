import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingSaved, publishBody } from '../../../domain/schemas/listings.ts';
import { guardedScope, requireRole } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { currentDraftMethods, draftRoutes, ownerAuthor } from './drafts.routes.ts';
import { publishListing } from './listing-publishing.service.ts';

const publishingRoute: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/properties',
    {
      schema: {
        tags: [ownerAuthor.tag],
        security: ownerAuthor.security,
        summary: 'Publish the wizard: the listing is submitted for review (pending)',
        description:
          'The whole form. The server applies the review checklist again (the NOC document too when ' +
          'the property type requires one) and answers 400 naming every missing item; the property ' +
          'type, destination and amenities must exist; photos and the NOC must be files you ' +
          'uploaded. The draft is not deleted here: the browser deletes it after this answers.',
        body: publishBody,
        response: { 201: listingSaved, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      const saved = await publishListing(deps, { ownerId: user.id, uploaderIds: [user.id] }, request.body);
      return reply.status(201).send(saved);
    },
  );
};

/**
 * The owner's wizard (admin-and-host §7): drafts and publishing, behind requireRole('owner')
 * (customers 403, visitors 401).
 */
export const ownerWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardedScope(requireRole('owner'), [draftRoutes(ownerAuthor), publishingRoute]));
  await app.register(currentDraftMethods);
};
