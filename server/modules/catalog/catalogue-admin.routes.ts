import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueItemParams } from '../../../domain/schemas/catalog-inputs.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import type { ServerCatalogue } from './catalog.repository.ts';
import * as catalog from './catalog.service.ts';
import { serverCatalogues } from './catalogues/all-catalogues.ts';

/**
 * Admin reads and writes of one catalogue, from its definition: GET /{path} (every item), POST
 * /{path}, PUT and DELETE /{path}/{id}. Registered under /api/admin, inside the admin guard.
 */
function catalogueRoutes(c: ServerCatalogue): FastifyPluginAsyncZod {
  const { path, noun, item, input, hasActiveFlag } = c.definition;
  const tags = ['admin'];
  const params = catalogueItemParams(noun);
  // The OpenAPI document is English, whatever the request.
  const EN = { locale: 'en' } as const;
  const notFound = `404 "${c.notFound({}, EN)}" for an unknown id.`;
  const uniqueMessages = Object.values(c.unique ?? {}).map((message) => message({}, EN));
  const duplicates = uniqueMessages.length
    ? {
        description: `409 for a duplicate: ${uniqueMessages.map((m) => `"${m}"`).join(', ')}; nothing changes.`,
      }
    : {};
  return async (app) => {
    const { deps } = app;

    app.get(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Every ${noun}${hasActiveFlag ? ', inactive ones too' : ''}, oldest first`,
          response: { 200: z.array(item) },
        },
      },
      () => catalog.listItems(deps, c, 'all'),
    );

    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Add a ${noun}`,
          ...duplicates,
          body: input,
          response: { 201: item, ...(c.unique ? errorAnswers(409) : {}) },
        },
      },
      async (request, reply) => reply.status(201).send(await catalog.createItem(deps, c, request.body)),
    );

    app.put(
      `/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Replace a ${noun}: the whole item, as when adding one`,
          description: `Fields left out take their defaults. ${notFound}${duplicates.description ? ` ${duplicates.description}` : ''}`,
          params,
          body: input,
          response: { 200: item, ...(c.unique ? errorAnswers(409) : {}) },
        },
      },
      (request) => catalog.replaceItem(deps, c, request.params.id, request.body),
    );

    const use = c.usedBy;
    app.delete(
      `/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${noun}`,
          description: use
            ? `${notFound} 409 while ${use.by}s refer to it, saying how many and what to do ` +
              `("${use.inUse({ count: 2 }, EN)}"); nothing changes.`
            : notFound,
          params,
          response: { 204: z.undefined().describe('Deleted'), ...(use ? errorAnswers(409) : {}) },
        },
      },
      async (request, reply) => {
        await catalog.deleteItem(deps, c, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/** The catalogues' admin routes (issue 13 §3), each built from its definition. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const c of Object.values(serverCatalogues)) await app.register(catalogueRoutes(c));
};
