import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedRange,
  blockParams,
  blockRequest,
  calendarAddress,
  calendarQuery,
  hostCalendar,
  nightlyPriceRequest,
  nightlyPriceResult,
} from '../../../domain/schemas/host-operations.ts';
import { listingIdParams } from '../../../domain/schemas/listings.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import * as blocks from './blocked-dates.service.ts';
import { calendarImportRoutes } from './calendar-imports.routes.ts';
import * as tokens from './calendar-token.service.ts';
import * as calendars from './host-calendar.service.ts';
import * as prices from './nightly-prices.service.ts';

/**
 * The host's calendar, blocks and nightly prices (issue 12 §2), under /api/owner (owners only).
 * Another owner's listing answers 404 "Property not found", as the owner's listing routes do.
 */
export const ownerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['owner'];
  await app.register(calendarImportRoutes);

  app.get(
    '/properties/:id/calendar',
    {
      schema: {
        tags,
        summary: 'Each night of [from, to): booked, requested, blocked, imported or free, and its price',
        description:
          'At most 400 nights. Booked: a confirmed or completed stay; requested: a pending booking ' +
          "(a contact request or an online payment in progress); blocked: the host's block. The " +
          "imported: a block of one of the host's calendar feeds (feedName). The " +
          "price is the host's own for that night (priceSet) or the base price. icsUrl is the " +
          "listing's secret iCalendar address.",
        params: listingIdParams,
        querystring: calendarQuery,
        response: { 200: hostCalendar },
      },
    },
    async (request) => calendars.calendarOf(deps, await ownerIdOf(request), request.params.id, request.query),
  );

  app.post(
    '/properties/:id/blocked-dates',
    {
      schema: {
        tags,
        summary: 'Block the nights of [startDate, endDate): nobody can book them',
        description:
          '400 for a start before today (the listing\'s time zone). 409 "Those nights have a booking ' +
          'or a request" over a pending or confirmed booking, 409 "Some of those nights are already ' +
          'blocked" over another block; the database decides, however many requests race.',
        params: listingIdParams,
        body: blockRequest,
        response: { 201: blockedRange, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const block = await blocks.blockNights(deps, await ownerIdOf(request), request.params.id, request.body);
      return reply.status(201).send(block);
    },
  );

  app.delete(
    '/properties/:id/blocked-dates/:blockId',
    {
      schema: {
        tags,
        summary: 'Unblock: the nights of the block are free again',
        description:
          '409 "Those nights come from a calendar feed: change them there, or remove the feed" for a ' +
          "block of one of the host's calendar feeds.",
        params: blockParams,
        response: { 204: z.undefined().describe('Unblocked'), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      await blocks.unblockNights(deps, await ownerIdOf(request), request.params.id, request.params.blockId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/properties/:id/nightly-prices',
    {
      schema: {
        tags,
        summary: "Set the host's price for nights of [startDate, endDate), or clear it (price null)",
        description:
          "`days: 'weekends'` prices only Friday and Saturday nights. A night's price is its own or " +
          'the base price, for quotes, bookings and the calendar alike; bookings already made keep ' +
          'theirs. 400 for a start before today.',
        params: listingIdParams,
        body: nightlyPriceRequest,
        response: { 200: nightlyPriceResult },
      },
    },
    async (request) =>
      prices.setNightlyPrices(deps, await ownerIdOf(request), request.params.id, request.body),
  );

  app.post(
    '/properties/:id/calendar/rotate-token',
    {
      schema: {
        tags,
        summary: 'A new secret calendar address; the old one answers 404 from now on',
        params: listingIdParams,
        response: { 200: calendarAddress },
      },
    },
    async (request) => tokens.rotateToken(deps, await ownerIdOf(request), request.params.id),
  );
};
