import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availability,
  availabilityQuery,
  propertyIdParams,
  quoteQuery,
  stayQuote,
} from '../../../domain/schemas/properties.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { viewerOf } from '../../http/request-identity.ts';
import * as calendar from './stay-availability.service.ts';
import * as quotes from './stay-quote.service.ts';

/** A listing's calendar and the server's price of a stay: what the booking card shows. */
export const propertyStayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/properties/:id/availability',
    {
      schema: {
        tags: ['properties'],
        summary: 'Each night of [from, to): whether it can be booked, and its price',
        description:
          'At most 400 nights. A night is taken by a pending or confirmed booking or a blocked range ' +
          "(a check-out day stays free), and closed before today in the listing's time zone. Same " +
          'visibility as the listing (404).',
        params: propertyIdParams,
        querystring: availabilityQuery,
        response: { 200: availability },
      },
    },
    async (request) =>
      calendar.availabilityOf(deps, request.params.id, await viewerOf(request), request.query),
  );

  app.get(
    '/properties/:id/quote',
    {
      schema: {
        tags: ['properties'],
        summary: 'The price of a stay: the nights, the cleaning fee and the service fee',
        description:
          'Amounts are rupee strings, the total in paise too. 400 for a check-in before today (the ' +
          "listing's calendar), more than 365 nights or more guests than the listing takes; 409 " +
          'when a night is booked or blocked.',
        params: propertyIdParams,
        querystring: quoteQuery,
        response: { 200: stayQuote, ...errorAnswers(409) },
      },
    },
    async (request) => quotes.quoteFor(deps, request.params.id, await viewerOf(request), request.query),
  );
};
