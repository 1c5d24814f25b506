import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { getLocale } from '#i18n/runtime.js';
import { loggableError } from '../db/db-errors.ts';
import { HttpError } from '../http/http-error.ts';
import { pathOf } from '../http/request-logging.ts';

// zod's own messages (a wrong type, a bound without a message of ours) follow the request's language
// too; the schemas' own messages are chosen when parsing (domain/schemas, the validation catalogue).
const zodEnglish = z.locales.en().localeError;
const zodHindi = z.locales.hi().localeError;
z.config({ localeError: (issue) => (getLocale() === 'hi' ? zodHindi : zodEnglish)(issue) });

/** Fastify's own client errors whose text is fixed: answered from the catalogue. */
const FRAMEWORK_MESSAGES: Record<string, () => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => m.server_body_too_large(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => m.server_unsupported_media_type(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => m.server_content_length_mismatch(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => m.server_empty_json_body(),
};

/** Every error answer is JSON `{ message }`; bad input is a 4xx, never a 500. */
export const errorFormat = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ message: err.message });

    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = err.validationContext === 'body' ? field : `${err.validationContext} ${field}`.trim();
      // The field's path stays as it is; the message after it is in the request's language.
      const message = first
        ? where
          ? `${where}: ${first.message}`
          : first.message
        : m.server_invalid_request();
      return reply.status(400).send({ message });
    }

    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limits.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? m.server_malformed_json()
          : (FRAMEWORK_MESSAGES[err.code]?.() ?? err.message);
      return reply.status(status).send({ message });
    }

    request.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send({ message: m.server_internal_error() });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: m.server_no_such_endpoint({ method: request.method, path: pathOf(request.url) }) });
  });
});

/**
 * Fastify answers a URL it cannot decode (`/api/%E0%A4%A`) before any route or error handler runs;
 * this Fastify option gives that answer the same `{ message }` shape.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 400;
  const badUrl = err.code === 'FST_ERR_BAD_URL' && /^'(.*)' is not a valid url component$/s.exec(err.message);
  return reply
    .status(status)
    .send({ message: badUrl ? m.server_bad_url({ path: badUrl[1]! }) : err.message });
}

/**
 * Requests Node cannot parse at all (a broken request line or header, headers too large) never
 * reach Fastify; this Fastify option writes their answer as `{ message }` too (in English: there is
 * no request whose language could be known).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, m.server_request_timeout()]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, m.server_headers_too_large()]
        : [400, m.server_malformed_http()];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
