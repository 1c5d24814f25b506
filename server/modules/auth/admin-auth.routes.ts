import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { adminLoginBody, messageAnswer, publicUser, userEnvelope } from '../../../domain/schemas/auth.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { toPublicUser } from '../users/index.ts';
import * as auth from './auth.service.ts';
import { authRateLimits } from './rate-limits.ts';
import {
  clearSessionCookie,
  clientOf,
  sessionTokenOf,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie.ts';

/** The admin identity's own login (admin-and-host §2, §7): the one admin route open to anyone. */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/admin/login',
    {
      schema: { body: adminLoginBody, response: { 200: userEnvelope, ...errorAnswers(401, 429) } },
      preHandler: authRateLimits(app, 'admin-login'),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, session, newDeviceToken } = await auth.adminLogin(
        deps,
        email,
        password,
        clientOf(request),
      );
      setSessionCookie(request, reply, 'admin', session);
      setDeviceCookie(request, reply, newDeviceToken);
      return { user: toPublicUser(user) };
    },
  );
};

/** The signed-in admin's session; registered under /admin behind the admin guard. */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // The scope's guard let only a signed-in admin this far.
  app.get('/user', { schema: { response: { 200: publicUser } } }, async (request) =>
    toPublicUser((await request.currentAdmin())!),
  );

  app.post('/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    await auth.logout(deps, sessionTokenOf(request, 'admin'));
    clearSessionCookie(request, reply, 'admin');
    return { message: m.server_logged_out() };
  });
};
