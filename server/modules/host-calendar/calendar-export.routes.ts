import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarTokenParams } from '../../../domain/schemas/host-operations.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import * as feeds from './calendar-export.service.ts';

/**
 * The public iCalendar export (issue 12 §3): GET /api/calendars/{token}.ics. Public because
 * calendar apps cannot sign in; the 256-bit token is the key, so there is nothing to guess and no
 * limit to keep (like the other public reads).
 */
export const calendarExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/calendars/:token',
    {
      schema: {
        tags: ['calendar'],
        summary: "A listing's booked, requested and blocked nights as iCalendar (text/calendar)",
        description:
          'The secret address the owner gets as `icsUrl` in the calendar answer. One all-day event ' +
          'per booking, request and block, from 60 days ago to two years ahead; no guest details. ' +
          '404 for a wrong or rotated address.',
        params: calendarTokenParams,
        response: {
          200: {
            description: 'The iCalendar feed (RFC 5545): one VEVENT per booking, request and block',
            content: { 'text/calendar': { schema: z.string() } },
          },
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const feed = await feeds.calendarFeed(deps, request.params.token);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // Never kept: a rotated address must stop answering at once, and a shared cache must not hold it.
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(feed)
      );
    },
  );
};
