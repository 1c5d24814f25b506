import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  loginBody,
  messageAnswer,
  publicUser,
  registerBody,
  resetPasswordBody,
  userEnvelope,
} from '../../../domain/schemas/auth.ts';
import { unauthorized } from '../../http/http-error.ts';
import { toPublicUser } from '../users/user-view.ts';
import * as auth from './auth.service.ts';
import { authRateLimits } from './rate-limits.ts';
import { appUrl, signIn, signOut } from './session-cookie.ts';

/** Traveller and owner sign-in (traveller §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/register',
    {
      schema: { body: registerBody, response: { 201: userEnvelope } },
      preHandler: authRateLimits(app, 'register'),
    },
    async (request, reply) => {
      const user = await auth.register(deps, request.body);
      await signIn(deps, request, reply, user.id, 'user');
      return reply.status(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: loginBody, response: { 200: userEnvelope } },
      preHandler: authRateLimits(app, 'login'),
    },
    async (request, reply) => {
      const user = await auth.login(deps, request.body.email, request.body.password);
      await signIn(deps, request, reply, user.id, 'user');
      return { user: toPublicUser(user) };
    },
  );

  app.get('/auth/user', { schema: { response: { 200: publicUser } } }, async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return toPublicUser(user);
  });

  app.get('/auth/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    await signOut(deps, request, reply, 'user');
    return { message: 'You have been logged out successfully.' };
  });

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: { 200: messageAnswer } },
      preHandler: authRateLimits(app, 'forgot'),
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email, appUrl(deps, request));
      return { message: auth.RESET_LINK_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: messageAnswer } } },
    async (request) => {
      await auth.resetPassword(deps, request.body.token, request.body.password);
      return { message: 'Your password has been updated. You can now log in with your new password.' };
    },
  );
};
