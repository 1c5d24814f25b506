import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { draftBody, draftRecord, listingIdParams } from '../../../domain/schemas/listings.ts';
import { notFound, unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import * as drafts from './drafts.service.ts';

/** Who authors the drafts of a route set: the owner's session, or the admin's (decision 53). */
export type DraftAuthor = {
  tag: string;
  /** The OpenAPI security of these routes and the errors a guard adds. */
  security: Record<string, string[]>[];
  guardErrors: number[];
  authorId(request: FastifyRequest): Promise<string>;
};

export const ownerAuthor: DraftAuthor = {
  tag: 'listing wizard',
  security: [{ userSession: [] }],
  guardErrors: [401, 403],
  async authorId(request) {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return user.id;
  },
};

export const adminAuthor: DraftAuthor = {
  tag: 'admin',
  security: [{ adminSession: [] }],
  guardErrors: [401],
  async authorId(request) {
    const admin = await request.currentAdmin();
    if (!admin) throw unauthorized(m.server_admin_sign_in_required());
    return admin.id;
  },
};

/**
 * The wizard's draft in progress (admin-and-host §7): one per author, read, saved, replaced and
 * discarded. Registered inside a guarded scope; `author` says whose drafts they are.
 */
export function draftRoutes(author: DraftAuthor): FastifyPluginAsyncZod {
  return async (app) => {
    const { deps } = app;
    const common = { tags: [author.tag], security: author.security };
    const errors = errorAnswers(...author.guardErrors, 404);

    app.get(
      '/property-drafts/current',
      {
        schema: {
          ...common,
          summary: 'The draft in progress, or null when there is none',
          description: 'Having no draft is not an error: the answer is 200 with a JSON `null` body.',
          response: { 200: draftRecord.nullable(), ...errorAnswers(...author.guardErrors) },
        },
      },
      async (request) => drafts.currentDraft(deps, await author.authorId(request)),
    );

    app.post(
      '/property-drafts',
      {
        schema: {
          ...common,
          summary: 'Save the draft: 201 when it is new, 200 when it replaced the one in progress',
          description:
            'One draft per author: a second POST updates the existing draft (same id). The draft ' +
            'data is checked for types and bounds, not completeness.',
          body: draftBody,
          response: { 200: draftRecord, 201: draftRecord, ...errorAnswers(...author.guardErrors) },
        },
      },
      async (request, reply) => {
        const saved = await drafts.saveDraft(deps, await author.authorId(request), request.body);
        return reply.status(saved.created ? 201 : 200).send(saved.draft);
      },
    );

    app.get(
      '/property-drafts/:id',
      {
        schema: {
          ...common,
          summary: 'One of your drafts (404 "Draft not found" for anyone else\'s)',
          params: listingIdParams,
          response: { 200: draftRecord, ...errors },
        },
      },
      async (request) => drafts.draftById(deps, await author.authorId(request), request.params.id),
    );

    app.put(
      '/property-drafts/:id',
      {
        schema: {
          ...common,
          summary: 'Replace the draft data and step of one of your drafts',
          params: listingIdParams,
          body: draftBody,
          response: { 200: draftRecord, ...errors },
        },
      },
      async (request) =>
        drafts.replaceDraft(deps, await author.authorId(request), request.params.id, request.body),
    );

    app.delete(
      '/property-drafts/:id',
      {
        schema: {
          ...common,
          summary: 'Discard one of your drafts',
          params: listingIdParams,
          response: { 204: z.undefined().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await drafts.discardDraft(deps, await author.authorId(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/**
 * "current" is a name, not an id: only GET reads it. PUT and DELETE there answer as an unknown
 * endpoint does (404), not with a 400 about the id, and to anyone, as a missing route would.
 */
export const currentDraftMethods: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['PUT', 'DELETE'],
    url: '/property-drafts/current',
    schema: { hide: true },
    handler: async (request) => {
      throw notFound(m.server_no_such_endpoint({ method: request.method, path: request.url.split('?')[0]! }));
    },
  });
};
