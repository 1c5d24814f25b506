import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import {
  forgotPasswordBody,
  loginBody,
  messageAnswer,
  publicUser,
  registerBody,
  resetPasswordBody,
  resetTokenBody,
  sessionAnswer,
  userEnvelope,
} from '../../../domain/schemas/auth.ts';
import { refuseCrossSite } from '../../http/access.ts';
import { appUrl } from '../../http/app-url.ts';
import { unauthorized } from '../../http/http-error.ts';
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

/** Traveller and owner sign-in (traveller §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/register',
    {
      schema: { body: registerBody, response: { 201: userEnvelope, ...errorAnswers(409, 429) } },
      preHandler: authRateLimits(app, 'register'),
    },
    async (request, reply) => {
      const { user, session, newDeviceToken } = await auth.register(
        deps,
        request.body,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, 'user', session);
      setDeviceCookie(request, reply, newDeviceToken);
      return reply.status(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: loginBody, response: { 200: userEnvelope, ...errorAnswers(401, 429) } },
      preHandler: authRateLimits(app, 'login'),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, session, newDeviceToken } = await auth.login(deps, email, password, clientOf(request));
      setSessionCookie(request, reply, 'user', session);
      setDeviceCookie(request, reply, newDeviceToken);
      return { user: toPublicUser(user) };
    },
  );

  app.get(
    '/auth/user',
    { schema: { security: [{ userSession: [] }], response: { 200: publicUser, ...errorAnswers(401) } } },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return toPublicUser(user);
    },
  );

  // The web app's own question on every first visit (decision 111): who, if anyone, is signed in.
  // Nobody is an answer, not an error, so a signed-out page logs no failed request (/auth/user's 401).
  app.get(
    '/auth/session',
    { schema: { security: [{ userSession: [] }], response: { 200: sessionAnswer } } },
    async (request) => {
      const user = await request.currentUser();
      return { user: user ? toPublicUser(user) : null };
    },
  );

  // The spec's GET stays for our own pages, but a cross-site page cannot sign anyone out with it
  // (issue 22); the web uses POST, which the same-origin plugin guards like every change.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/auth/logout',
      onRequest: refuseCrossSite,
      schema: { response: { 200: messageAnswer, ...errorAnswers(403) } },
      handler: async (request, reply) => {
        await auth.logout(deps, sessionTokenOf(request, 'user'));
        clearSessionCookie(request, reply, 'user');
        return { message: m.server_logged_out() };
      },
    });
  }

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: { 200: messageAnswer, ...errorAnswers(429) } },
      preHandler: authRateLimits(app, 'forgot'),
    },
    async (request) => {
      // Answered before the work is done: the reply takes as long whether or not the account exists.
      const { email } = request.body;
      deps.background.run('password reset request', () =>
        auth.requestPasswordReset(deps, email, appUrl(deps.config)),
      );
      return { message: m.server_reset_link_sent() };
    },
  );

  app.post(
    '/auth/reset-password/check',
    { schema: { body: resetTokenBody, response: { 200: messageAnswer } } },
    async (request) => {
      await auth.checkResetToken(deps, request.body.token);
      return { message: m.server_reset_link_valid() };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: messageAnswer } } },
    async (request) => {
      await auth.resetPassword(deps, request.body.token, request.body.password);
      return { message: m.server_password_updated() };
    },
  );
};
