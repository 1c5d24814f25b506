import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesAnswer, preferencesBody } from '../../../domain/schemas/preferences.ts';
import { requireUser } from '../../http/access.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import { savePreferences } from './preferences.service.ts';

/** The language switch keeps a signed-in person's choice here (decision 110). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.put(
    '/user/preferences',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        security: [{ userSession: [] }],
        summary: "Save the signed-in user's language",
        description:
          'English (`en`) or Hindi (`hi`). Mails, notifications and the API messages of requests that ' +
          'name no language of their own (no Accept-Language) then come in it.',
        body: preferencesBody,
        response: { 200: preferencesAnswer, ...errorAnswers(400, 401) },
      },
    },
    async (request) => savePreferences(deps, await userIdOf(request), request.body),
  );
};
