import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWishlistRequest,
  renameWishlistRequest,
  wishlistDetail,
  wishlistEntryParams,
  wishlistParams,
  wishlistSummary,
  wishlistSummaryList,
} from '../../../domain/schemas/wishlists.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import * as lists from './wishlist-lists.service.ts';

type SignedInRequest = { currentUser(): Promise<{ id: string } | null> };

/**
 * Named wishlists (decision 115), beside the one-tap `/api/wishlist` routes. Registered inside
 * wishlistRoutes, whose guard answers 401 before any of these read their input.
 */
export function wishlistListRoutes(
  userIdOf: (request: SignedInRequest) => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { deps } = app;
    const signedIn = { tags: ['wishlists'], security: [{ userSession: [] }] };

    app.get(
      '/wishlists',
      {
        schema: {
          ...signedIn,
          summary: "The signed-in user's wishlists with counts and covers, last used first",
          response: { 200: wishlistSummaryList, ...errorAnswers(401) },
        },
      },
      async (request) => lists.listWishlists(deps, await userIdOf(request)),
    );

    app.post(
      '/wishlists',
      {
        schema: {
          ...signedIn,
          summary: 'Make a named list, saving a stay into it at once when propertyId is given',
          body: createWishlistRequest,
          response: { 201: wishlistSummary, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const created = await lists.createWishlist(deps, await userIdOf(request), request.body);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/wishlists/:wishlistId',
      {
        schema: {
          ...signedIn,
          summary: 'One of your lists with its stays as home cards, newest saved first',
          params: wishlistParams,
          response: { 200: wishlistDetail, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => lists.wishlistDetail(deps, await userIdOf(request), request.params.wishlistId),
    );

    app.patch(
      '/wishlists/:wishlistId',
      {
        schema: {
          ...signedIn,
          summary: 'Rename one of your lists',
          params: wishlistParams,
          body: renameWishlistRequest,
          response: { 200: wishlistSummary, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request) =>
        lists.renameWishlist(deps, await userIdOf(request), request.params.wishlistId, request.body.name),
    );

    app.delete(
      '/wishlists/:wishlistId',
      {
        schema: {
          ...signedIn,
          summary: 'Delete one of your lists and what is saved in it (the stays stay)',
          params: wishlistParams,
          response: { 204: z.undefined().describe('Deleted'), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await lists.deleteWishlist(deps, await userIdOf(request), request.params.wishlistId);
        return reply.status(204).send();
      },
    );

    // Save into and remove from one list: the same path and answers; each idempotent, each 204.
    const changes = [
      { method: 'POST', summary: 'Save an approved stay into this list', change: lists.saveToWishlist },
      { method: 'DELETE', summary: 'Remove a stay from this list', change: lists.removeFromWishlist },
    ] as const;
    for (const { method, summary, change } of changes) {
      app.route({
        method,
        url: '/wishlists/:wishlistId/properties/:propertyId',
        schema: {
          ...signedIn,
          summary,
          params: wishlistEntryParams,
          response: { 204: z.undefined().describe('Done'), ...errorAnswers(400, 401, 404) },
        },
        handler: async (request, reply) => {
          const { wishlistId, propertyId } = request.params;
          await change(deps, await userIdOf(request), wishlistId, propertyId);
          return reply.status(204).send();
        },
      });
    }
  };
}
