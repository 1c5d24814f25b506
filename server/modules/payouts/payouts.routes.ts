import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostIdParams, payoutsAnswer } from '../../../domain/schemas/payouts.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import { ownerEarningsRoutes } from './earnings.routes.ts';
import { hostPayoutsForAdmin, payoutsOf } from './payouts.service.ts';

const description =
  "One payout per paid stay, newest check-in first: the gross (the stay's taxable value: nights and " +
  'cleaning), the GST passed to a host who supplies the stay, the commission and its GST, TDS (0.1%) and TCS ' +
  '(0.5% when registered) withheld, the net, its status and release time, and what happened to it.';

/** The host's own payouts (issue 25 §2) and earnings (§5), under /api/owner (owners only). */
export const ownerPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerEarningsRoutes);
  app.get(
    '/payouts',
    {
      schema: {
        tags: ['owner'],
        summary: "The host's payouts, one per paid stay",
        description,
        response: { 200: payoutsAnswer },
      },
    },
    async (request) => payoutsOf(app.deps, await ownerIdOf(request)),
  );
};

/** A host's payouts for an admin, under /api/admin (admins only). */
export const adminHostPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hosts/:id/payouts',
    {
      schema: {
        tags: ['admin'],
        summary: "A host's payouts, one per paid stay",
        description: `${description} 404 when there is no such user.`,
        params: hostIdParams,
        response: { 200: payoutsAnswer, ...errorAnswers(404) },
      },
    },
    async (request) => hostPayoutsForAdmin(app.deps, request.params.id),
  );
};
