import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { messageAnswer } from '../../../domain/schemas/auth.ts';
import { verifyEmailBody } from '../../../domain/schemas/profile.ts';
import { requireUser } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { accountRateLimits } from './account-rate-limits.ts';
import * as verification from './email-verification.service.ts';

/** Proving an email address (decision 46): a one-use link, mailed on registration and on request. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/verify-email/send',
    {
      onRequest: requireUser,
      preHandler: accountRateLimits(app, 'verify-email-send'),
      schema: {
        tags: ['auth'],
        security: [{ userSession: [] }],
        summary: "Mail a new verification link (valid 24 hours) to the signed-in user's address",
        description: 'Earlier links stop working. An address already verified gets no mail.',
        response: { 200: messageAnswer, ...errorAnswers(401, 429) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return { message: await verification.sendVerificationMail(deps, user.id) };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      preHandler: accountRateLimits(app, 'verify-email'),
      schema: {
        tags: ['auth'],
        summary: "Verify an address with the token of the mailed link (the link's page sends it)",
        description:
          "The token must be unused and at most 24 hours old. A link to the account's address verifies it; " +
          "a link to a new address asked for in the profile makes it the account's address (409 when " +
          'another account has taken it since).',
        body: verifyEmailBody,
        response: { 200: messageAnswer, ...errorAnswers(409, 429) },
      },
    },
    async (request) => {
      await verification.verifyEmail(deps, request.body.token);
      return { message: m.server_email_verified() };
    },
  );
};
