import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { messageAnswer } from '../../../domain/schemas/auth.ts';
import { changePasswordBody } from '../../../domain/schemas/profile.ts';
import { requireUser } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { accountRateLimits, sessionTokenOf } from '../auth/index.ts';
import { changePassword } from './password-change.service.ts';

/** The signed-in user changes their password; their other sessions end. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/user/password',
    {
      onRequest: requireUser,
      preHandler: accountRateLimits(app, 'password-change'),
      schema: {
        tags: ['account'],
        security: [{ userSession: [] }],
        summary: 'Change the password, proving the current one; every other session of the user ends',
        description:
          "This browser's sessions (traveller and, for an admin, admin) stay signed in. A Google-only " +
          'account has no current password: it sets one through Forgot password.',
        body: changePasswordBody,
        response: { 200: messageAnswer, ...errorAnswers(401, 429) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      const thisBrowser = {
        userSession: sessionTokenOf(request, 'user'),
        adminSession: sessionTokenOf(request, 'admin'),
      };
      await changePassword(deps, user.id, thisBrowser, request.body);
      return { message: m.server_password_changed() };
    },
  );
};
