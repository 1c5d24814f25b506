import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notification,
  notificationIdParams,
  notificationPageQuery,
  notificationPreferences,
  unreadCount,
} from '../../../domain/schemas/notifications.ts';
import { requireUser } from '../../http/access.ts';
import { nextPageLink } from '../../http/next-page-link.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import * as notifications from './notifications.service.ts';

/** The person's notifications and mail choices (issue 26 §4, docs/notifications.md). Signed in, their own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireUser);
  const signedIn = { tags: ['notifications'], security: [{ userSession: [] }] };

  app.get(
    '/notifications',
    {
      schema: {
        ...signedIn,
        summary: "The user's notifications, newest first; the next page is in the Link header",
        description:
          'Pages of 30 follow `Link: <…?before=…>; rel="next"`, absent on the oldest page. `readAt` is ' +
          'null while unread.',
        querystring: notificationPageQuery,
        response: { 200: z.array(notification), ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await notifications.notificationPage(deps, await userIdOf(request), request.query.before);
      if (page.nextCursor) reply.header('link', nextPageLink(request.url, page.nextCursor, 'before'));
      return page.notifications;
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        ...signedIn,
        summary: "How many of the user's notifications are unread (the bell's count)",
        response: { 200: unreadCount, ...errorAnswers(401) },
      },
    },
    async (request) => notifications.unreadCount(deps, await userIdOf(request)),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...signedIn,
        summary: "Mark all the user's notifications read",
        response: { 204: z.undefined().describe('Read'), ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      await notifications.readAllNotifications(deps, await userIdOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        ...signedIn,
        summary: 'Mark one notification read',
        description: "Only the user's own: anyone else's is 404, as one that does not exist.",
        params: notificationIdParams,
        response: { 204: z.undefined().describe('Read'), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await notifications.readNotification(deps, await userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/notification-preferences',
    {
      schema: {
        ...signedIn,
        summary: 'Which mail the user chose: messages, reminders, marketing',
        description:
          'Mail about money, bookings, listings, security and sanctions always goes. Until chosen: ' +
          'messages and reminders on, marketing off.',
        response: { 200: notificationPreferences, ...errorAnswers(401) },
      },
    },
    async (request) => notifications.mailPreferences(deps, await userIdOf(request)),
  );

  app.put(
    '/user/notification-preferences',
    {
      schema: {
        ...signedIn,
        summary: 'Choose mail per category: all three, each true or false',
        body: notificationPreferences,
        response: { 200: notificationPreferences, ...errorAnswers(400, 401) },
      },
    },
    async (request) => notifications.saveMailPreferences(deps, await userIdOf(request), request.body),
  );
};
