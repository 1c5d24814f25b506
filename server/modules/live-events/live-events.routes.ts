import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { requireUser } from '../../http/access.ts';
import { serviceUnavailable } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf } from '../../http/request-identity.ts';
import { createLiveHub, HEARTBEAT_MS } from './live-hub.ts';
import { eventFrame, HEARTBEAT_FRAME, OPENING_FRAME } from './sse-frames.ts';

/** `GET /api/events`: the signed-in user's live stream (issue 26 §2, docs/messages.md). */
export const liveEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const hub = createLiveHub(deps.db, deps.log);
  // Before the server stops taking connections waits for open answers: a stream never ends by itself.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/events',
    {
      onRequest: requireUser,
      // Never buffered for compression (text/event-stream is not compressed anyway: explicit here).
      compress: false,
      schema: {
        tags: ['messages'],
        security: [{ userSession: [] }],
        summary: 'Server-sent events: a new message or notification for the signed-in user',
        description:
          'Events `message` (data `{ conversationId, messageId }`) and `notification` (data ' +
          '`{ notificationId? }`), sent within a moment of the commit on any instance; a comment every ' +
          `${HEARTBEAT_MS / 1000} s. No replay: after a reconnect, refetch what the page shows. 503 when ` +
          'this instance cannot listen to the database.',
        // 200 is an endless text/event-stream, not JSON, so only the errors are declared.
        response: errorAnswers(401, 503),
      },
    },
    async (request, reply) => {
      const userId = await userIdOf(request);
      const body = new PassThrough();
      const stream = {
        send: (event: Parameters<typeof eventFrame>[0]) => body.write(eventFrame(event)),
        heartbeat: () => body.write(HEARTBEAT_FRAME),
        end: () => body.end(),
      };
      const remove = await hub.open(userId, stream).catch((err) => {
        request.log.error({ err }, 'live events: cannot listen to the database');
        throw serviceUnavailable(m.server_live_updates_unavailable());
      });
      // Closed by the client going away (Fastify destroys the body), by shutdown or a lost listener.
      body.on('close', remove);
      body.write(OPENING_FRAME);
      return sendEventStream(reply, body);
    },
  );
};

/** The stream as an answer, never held back by a cache or a proxy's buffer. */
function sendEventStream(reply: FastifyReply, body: PassThrough) {
  return (
    reply
      .type('text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // nginx and others buffer answers unless told not to.
      .header('X-Accel-Buffering', 'no')
      // The connection ends with the stream: an ended stream leaves no keep-alive socket to hold a shutdown.
      .header('Connection', 'close')
      .send(body)
  );
}
