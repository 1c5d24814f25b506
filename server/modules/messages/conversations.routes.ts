import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingIdParams,
  conversationIdParams,
  conversationRef,
  conversationSummary,
  messagePage,
  messagePageQuery,
  reportConversationRequest,
  sendMessageRequest,
  sentMessage,
  startConversationRequest,
  unreadCount,
} from '../../../domain/schemas/messages.ts';
import { requireUser } from '../../http/access.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import { conversationForBooking } from './conversation-for-booking.service.ts';
import { listConversations, messagePage as pageOf, unreadTotal } from './conversation-views.service.ts';
import * as conversations from './conversations.service.ts';

/** Guests and hosts talking (issue 26 §1, docs/messages.md). Every route needs a session. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The guard answers before any input is read or any conversation looked up.
  app.addHook('onRequest', requireUser);
  const signedIn = { tags: ['messages'], security: [{ userSession: [] }] };
  const participantOnly =
    'Only its guest and its host: anyone else gets 404, as for one that does not exist.';

  app.post(
    '/conversations',
    {
      schema: {
        ...signedIn,
        summary: "Message a listing's host (starts or continues the guest's conversation about it)",
        description:
          'Until the guest has a confirmed booking of the listing, phone numbers, e-mail addresses, links ' +
          'and UPI ids are replaced by "[hidden until booking is confirmed]". 403 for a suspended or ' +
          "banned user or the listing's own host; 429 beyond the rate limits.",
        body: startConversationRequest,
        response: { 201: sentMessage, ...errorAnswers(401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await conversations.startConversation(deps, await userIdOf(request), request.body)),
  );

  app.get(
    '/conversations',
    {
      schema: {
        ...signedIn,
        summary: "The user's conversations as guest or host, the latest message first",
        response: { 200: z.array(conversationSummary), ...errorAnswers(401) },
      },
    },
    async (request) => listConversations(deps, await userIdOf(request)),
  );

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        ...signedIn,
        summary: "Unread messages across the user's conversations (the header's count)",
        response: { 200: unreadCount, ...errorAnswers(401) },
      },
    },
    async (request) => ({ count: await unreadTotal(deps, await userIdOf(request)) }),
  );

  app.post(
    '/conversations/for-booking/:bookingId',
    {
      schema: {
        ...signedIn,
        summary: "The conversation of a booking's guest and host (opened if there is none)",
        description:
          "For the booking's guest (a trip's Message Host) and the listing's host (a reservation's " +
          'Message guest); anyone else gets 404 "Booking not found".',
        params: bookingIdParams,
        response: { 200: conversationRef, ...errorAnswers(401, 404) },
      },
    },
    async (request) => conversationForBooking(deps, await userIdOf(request), request.params.bookingId),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        ...signedIn,
        summary: 'A page of a conversation: the newest 30 messages before the cursor, newest first',
        description: participantOnly,
        params: conversationIdParams,
        querystring: messagePageQuery,
        response: { 200: messagePage, ...errorAnswers(401, 404) },
      },
    },
    async (request) => pageOf(deps, await userIdOf(request), request.params.id, request.query.before),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        ...signedIn,
        summary: 'Send a message in a conversation (1-2,000 characters once trimmed)',
        description: `${participantOnly} Contact details are hidden until the booking is confirmed.`,
        params: conversationIdParams,
        body: sendMessageRequest,
        response: { 201: sentMessage, ...errorAnswers(401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await conversations.sendMessage(
            deps,
            await userIdOf(request),
            request.params.id,
            request.body.body,
          ),
        ),
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        ...signedIn,
        summary: 'Mark the conversation read up to now',
        description: participantOnly,
        params: conversationIdParams,
        response: { 204: z.undefined().describe('Read'), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await conversations.markRead(deps, await userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      schema: {
        ...signedIn,
        summary: "Report a conversation to Basera's admins",
        description: `${participantOnly} Admins then read it, with what the contact-details rule hid.`,
        params: conversationIdParams,
        body: reportConversationRequest,
        response: { 204: z.undefined().describe('Reported'), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await conversations.reportConversation(
        deps,
        await userIdOf(request),
        request.params.id,
        request.body.reason,
      );
      return reply.status(204).send();
    },
  );
};
