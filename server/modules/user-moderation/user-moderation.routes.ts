import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { accountBanned } from '../../../domain/rules/user-standing.ts';
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUserDetail,
  adminUserPage,
  adminUserQuery,
  adminUserRow,
  MAX_SUSPENSION_DAYS,
  MIN_SUSPENSION_DAYS,
  reinstatementBody,
  roleChangeBody,
  sanction,
  sanctionBody,
  userIdParams,
} from '../../../domain/schemas/admin-users.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import * as moderation from './user-moderation.service.ts';

// The OpenAPI document is written in English, whatever the request.
const EN = { locale: 'en' } as const;
const NOT_FOUND = `404 "${m.server_user_not_found({}, EN)}" for an unknown id.`;

async function adminOf(request: FastifyRequest): Promise<moderation.Admin> {
  const admin = await request.currentAdmin();
  if (!admin) throw unauthorized(m.server_admin_sign_in_required());
  return admin;
}

/** Users: the admin's list, role changes and the guidelines ladder (issue 13). Registered under /api/admin behind the admin guard. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: `Users, ${ADMIN_USERS_PAGE_SIZE} a page, newest joined first, with their listing and booking counts`,
        description:
          '`q` matches the name or email (any case); `role` keeps one role. `listingCount`: listings ' +
          'owned, whatever their status; `bookingCount`: bookings made as a guest. `standing` is ' +
          'active, suspended (with `suspendedUntil`) or banned. A page past the last is empty.',
        querystring: adminUserQuery,
        response: { 200: adminUserPage },
      },
    },
    (request) => moderation.listUsers(deps, request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user with every warning, suspension and ban given them, newest first',
        description: `${NOT_FOUND} \`givenBy\` is the admin's name (null once that account is gone).`,
        params: userIdParams,
        response: { 200: adminUserDetail },
      },
    },
    (request) => moderation.userDetail(deps, request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's role",
        description:
          `${NOT_FOUND} 409, nothing changed: "${m.server_own_admin_role({}, EN)}"; an owner who still has ` +
          'listings leaving the owner role ("This owner has 2 listings: an owner stays an owner while ' +
          `they have listings"); "${m.server_sanctioned_admin({}, EN)}". The same role again changes nothing.`,
        params: userIdParams,
        body: roleChangeBody,
        response: { 200: adminUserRow, ...errorAnswers(409) },
      },
    },
    async (request) =>
      moderation.changeRole(deps, await adminOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/users/:id/sanctions',
    {
      schema: {
        tags,
        summary: 'Warn, suspend or ban a user under the community guidelines; they are told by mail',
        description:
          `${NOT_FOUND} A warning is kept as history. A suspension (${MIN_SUSPENSION_DAYS} to ` +
          `${MAX_SUSPENSION_DAYS} days from now; one given to a suspended user replaces the running one) ` +
          'and a ban also end every session of the user at once; until it ends they cannot sign in ' +
          '(403 "Your account is suspended until 12 Mar 2027"), book or list; a ban lasts (403 ' +
          `"${accountBanned('en')}") and takes their listings out of search and off their pages. 409: ` +
          `"${m.server_sanction_self({}, EN)}", "${m.server_sanction_admin({}, EN)}", "${m.server_already_banned({}, EN)}".`,
        params: userIdParams,
        body: sanctionBody,
        response: { 201: sanction, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const given = await moderation.giveSanction(
        deps,
        await adminOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(given);
    },
  );

  app.post(
    '/users/:id/reinstatement',
    {
      schema: {
        tags,
        summary: 'Lift a suspension or a ban early; the user is told by mail',
        description:
          `${NOT_FOUND} The user may sign in, book and list again at once (a banned owner's approved ` +
          'listings return to search); the lifting is kept in the history with its reason. 409: ' +
          `"${m.server_not_sanctioned({}, EN)}".`,
        params: userIdParams,
        body: reinstatementBody,
        response: { 201: sanction, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const lifted = await moderation.reinstate(
        deps,
        await adminOf(request),
        request.params.id,
        request.body.reason,
      );
      return reply.status(201).send(lifted);
    },
  );
};
