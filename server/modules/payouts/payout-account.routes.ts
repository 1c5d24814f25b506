import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutAccount,
  payoutAccountAnswer,
  payoutAccountRequest,
} from '../../../domain/schemas/payout-account.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import { accountRateLimits } from '../auth/index.ts';
import { payoutAccountOf, savePayoutAccount } from './payout-account.service.ts';

/** The host's payout account (issue 25 §1), under /api/owner (owners only). */
export const ownerPayoutAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];

  app.get(
    '/payout-account',
    {
      schema: {
        tags,
        summary: "The host's payout account, its number masked; null before they add one",
        response: { 200: payoutAccountAnswer },
      },
    },
    async (request) => payoutAccountOf(deps, await ownerIdOf(request)),
  );

  app.put(
    '/payout-account',
    {
      preHandler: accountRateLimits(app, 'payout-account'),
      schema: {
        tags,
        summary: "Add or change the bank account the host's payouts are paid to",
        description:
          'Needs `currentPassword` on every save, the first too ("Current password is incorrect" 400 ' +
          'otherwise; attempts are rate-limited). The IFSC is upper-cased and must be 4 letters, a zero and 6 ' +
          'letters or digits; the account number 9 to 18 digits (spaces and hyphens are dropped). 400 names ' +
          "the field. The first save creates the host's linked account at the payment gateway, later ones " +
          'move its settlement to the new account; the number is stored encrypted and only ever answered ' +
          'masked (`XXXXXX6789`). The gateway refusing the details is a 400; the gateway failing is a 503 ' +
          'and nothing changes. The host is mailed on every save.',
        body: payoutAccountRequest,
        response: { 200: payoutAccount, ...errorAnswers(429, 503) },
      },
    },
    async (request) => savePayoutAccount(deps, await ownerIdOf(request), request.body),
  );
};
