import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { m } from '#i18n/messages.js';
import { badRequest } from '../http/http-error.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8: Node's default decoding silently turns broken bytes into U+FFFD,
 * which would store text the client never sent. Parsing is otherwise Fastify's own (it refuses
 * __proto__ and constructor.prototype keys).
 */
export const strictJson = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest(m.server_body_not_utf8()), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
