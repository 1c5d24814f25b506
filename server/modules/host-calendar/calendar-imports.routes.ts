import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarImport,
  calendarImportList,
  calendarImportParams,
  calendarImportRequest,
} from '../../../domain/schemas/calendar-imports.ts';
import { listingIdParams } from '../../../domain/schemas/listings.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import * as feeds from './calendar-imports.service.ts';

/**
 * The host's calendars on other platforms, imported as blocked nights (issue 27 §3, decision 107),
 * under /api/owner (owners only). Another owner's listing answers 404 "Property not found".
 */
export const calendarImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];

  app.get(
    '/properties/:id/calendar/imports',
    {
      schema: {
        tags,
        summary: "The listing's calendar feeds: last sync, last error, nights they block from today",
        params: listingIdParams,
        response: { 200: calendarImportList },
      },
    },
    async (request) => feeds.listFeeds(deps, await ownerIdOf(request), request.params.id),
  );

  app.post(
    '/properties/:id/calendar/imports',
    {
      schema: {
        tags,
        summary: 'Add an iCalendar feed of another platform: its events become blocked nights',
        description:
          'The feed is read at once and then every CALENDAR_IMPORT_MINUTES. Each event blocks the ' +
          "nights it takes (all-day: its dates, end exclusive; timed: the nights it touches on the listing's " +
          'clock); nights a Basera booking holds are left out and the host told. 400 "url: must not point ' +
          'to a private or local address (…)" for a loopback, link-local or private address (nothing is ' +
          'kept); any other failure keeps the feed with its lastError. 409 beyond 10 feeds.',
        params: listingIdParams,
        body: calendarImportRequest,
        response: { 201: calendarImport, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const feed = await feeds.addFeed(deps, await ownerIdOf(request), request.params.id, request.body);
      return reply.status(201).send(feed);
    },
  );

  app.delete(
    '/properties/:id/calendar/imports/:importId',
    {
      schema: {
        tags,
        summary: 'Remove a calendar feed and the nights it blocked',
        params: calendarImportParams,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      const { id, importId } = request.params;
      await feeds.removeFeed(deps, await ownerIdOf(request), id, importId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/properties/:id/calendar/imports/:importId/sync',
    {
      schema: {
        tags,
        summary: 'Read a calendar feed now; answers its new state',
        description:
          'A 304 from the feed keeps its nights; a failure keeps them too and is answered in lastError.',
        params: calendarImportParams,
        response: { 200: calendarImport },
      },
    },
    async (request) => {
      const { id, importId } = request.params;
      return feeds.syncFeedNow(deps, await ownerIdOf(request), id, importId);
    },
  );
};
