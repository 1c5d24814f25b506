import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyCardList, propertyIdParams } from '../../../domain/schemas/properties.ts';
import { requireUser } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { wishlistListRoutes } from './wishlist-lists.routes.ts';
import * as wishlists from './wishlists.service.ts';

/** The path of a saved listing: `/api/wishlist/{propertyId}` (the id rule and example of a property id). */
const wishlistEntryParams = z.object({ propertyId: propertyIdParams.shape.id });

/** The signed-in traveller's wishlist (traveller §2 Wishlists, §7) and named lists. Every route needs a session. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // This plugin is its own scope: the guard covers every route below, before any input is read.
  app.addHook('onRequest', requireUser);
  const signedIn = { tags: ['wishlists'], security: [{ userSession: [] }] };

  const userIdOf = async (request: { currentUser(): Promise<{ id: string } | null> }) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return user.id;
  };

  app.get(
    '/wishlist',
    {
      schema: {
        ...signedIn,
        summary: "The signed-in user's saved listings as home cards, newest saved first",
        description: 'Only approved listings are shown; one that stops being approved drops out.',
        response: { 200: propertyCardList, ...errorAnswers(401) },
      },
    },
    async (request) => wishlists.listWishlist(deps, await userIdOf(request)),
  );

  // Save and remove: the same path, params and answers; each idempotent, each answered 204.
  const changes = [
    {
      method: 'POST',
      summary: 'Save an approved listing (saving it again changes nothing)',
      change: wishlists.saveListing,
      done: 'Saved',
    },
    {
      method: 'DELETE',
      summary: 'Remove a listing (removing one that is not saved is fine)',
      change: wishlists.removeListing,
      done: 'Removed (or was not saved)',
    },
  ] as const;
  for (const { method, summary, change, done } of changes) {
    app.route({
      method,
      url: '/wishlist/:propertyId',
      schema: {
        ...signedIn,
        summary,
        params: wishlistEntryParams,
        response: { 204: z.undefined().describe(done), ...errorAnswers(401) },
      },
      handler: async (request, reply) => {
        await change(deps, await userIdOf(request), request.params.propertyId);
        return reply.status(204).send();
      },
    });
  }

  await app.register(wishlistListRoutes(userIdOf));
};
