import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, messageAnswer, publicUser, userEnvelope } from '../../../domain/schemas/auth.ts';
import { unauthorized } from '../../http/http-error.ts';
import { toPublicUser } from '../users/user-view.ts';
import * as auth from './auth.service.ts';
import { authRateLimits } from './rate-limits.ts';
import { signIn, signOut } from './session-cookie.ts';

/** The admin identity: its own login and its own session cookie (admin-and-host §2, §7). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/admin/login',
    {
      schema: { body: adminLoginBody, response: { 200: userEnvelope } },
      preHandler: authRateLimits(app, 'admin-login'),
    },
    async (request, reply) => {
      const user = await auth.adminLogin(deps, request.body.email, request.body.password);
      await signIn(deps, request, reply, user.id, 'admin');
      return { user: toPublicUser(user) };
    },
  );

  app.get('/admin/user', { schema: { response: { 200: publicUser } } }, async (request) => {
    const admin = await request.currentAdmin();
    if (!admin) throw unauthorized();
    return toPublicUser(admin);
  });

  app.post('/admin/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    await signOut(deps, request, reply, 'admin');
    return { message: 'You have been logged out successfully.' };
  });
};
