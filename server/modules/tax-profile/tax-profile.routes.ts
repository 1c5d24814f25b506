import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxProfile, taxProfileRequest } from '../../../domain/schemas/tax-profile.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import * as profiles from './tax-profile.service.ts';

/** The host's GST registrations (issue 24 §1), under /api/owner (owners only). */
export const ownerTaxProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];

  app.get(
    '/tax-profile',
    {
      schema: {
        tags,
        summary: "The host's GST registrations, by state; none: not registered",
        response: { 200: taxProfile },
      },
    },
    async (request) => profiles.taxProfileOf(deps, await ownerIdOf(request)),
  );

  app.put(
    '/tax-profile',
    {
      schema: {
        tags,
        summary: "Replace the host's GST registrations (an empty list: not registered)",
        description:
          'Each GSTIN is checked in full: 15 characters, a state code (01-38, 97), a PAN that is the ' +
          "host's own (from becoming an owner), an entity character, Z and the check character. One " +
          'per state; the state is the GSTIN\'s. 400 names the field and what is wrong ("registrations.0.' +
          'gstin: GSTIN character 14 must be Z (not Y)"); nothing changes then. The host supplies a stay ' +
          "(and its invoice) exactly when registered in the listing's state.",
        body: taxProfileRequest,
        response: { 200: taxProfile },
      },
    },
    async (request) => profiles.replaceTaxProfile(deps, await ownerIdOf(request), request.body.registrations),
  );
};
