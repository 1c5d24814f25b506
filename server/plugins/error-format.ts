import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from '../db/db-errors.ts';
import { HttpError } from '../http/http-error.ts';
import { pathOf } from '../http/request-logging.ts';

/** Every error answer is JSON `{ message }`; bad input is a 4xx, never a 500. */
export const errorFormat = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ message: err.message });

    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = err.validationContext === 'body' ? field : `${err.validationContext} ${field}`.trim();
      const message = first ? (where ? `${where}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send({ message });
    }

    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limits.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'Malformed JSON body'
          : err.message;
      return reply.status(status).send({ message });
    }

    request.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${pathOf(request.url)}` });
  });
});

/**
 * Fastify answers a URL it cannot decode (`/api/%E0%A4%A`) before any route or error handler runs;
 * this Fastify option gives that answer the same `{ message }` shape.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 400;
  return reply.status(status).send({ message: err.message });
}

/**
 * Requests Node cannot parse at all (a broken request line or header, headers too large) never
 * reach Fastify; this Fastify option writes their answer as `{ message }` too.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
