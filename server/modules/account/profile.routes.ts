import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUser } from '../../../domain/schemas/auth.ts';
import { profileUpdateBody } from '../../../domain/schemas/profile.ts';
import { requireUser } from '../../http/access.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { emailChangeRateLimits } from '../auth/index.ts';
import { toPublicUser } from '../users/index.ts';
import { updateProfile } from './profile.service.ts';

/** Owner onboarding and the profile page save through one call (admin-and-host §2, §7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.put(
    '/user/profile',
    {
      onRequest: requireUser,
      preHandler: emailChangeRateLimits(app),
      schema: {
        tags: ['account'],
        security: [{ userSession: [] }],
        summary: "Save the signed-in user's profile; with role owner and both documents, become a host",
        description:
          "Always the caller's own account. `profileImageUrl` must be a photo the caller uploaded (null " +
          'clears it). PAN and Aadhaar left out stay as they are; Aadhaar is stored encrypted and only ' +
          'ever answered masked. A new email needs `currentPassword` and takes effect only when the link ' +
          'mailed to it is opened; the answer keeps the old address whether or not the new one is taken. ' +
          'Email changes are rate-limited. `role` may ' +
          'ask for owner (a customer with a complete profile becomes one); nobody is demoted; ' +
          '`isProfileComplete` is decided by the server.',
        body: profileUpdateBody,
        response: { 200: publicUser, ...errorAnswers(401, 429) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return toPublicUser(await updateProfile(deps, user.id, request.body));
    },
  );
};
