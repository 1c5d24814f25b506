import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

// A caller's X-Request-Id is kept when it is a plain token (no spaces or control characters that
// could forge log lines); otherwise, or when absent, the request gets a random one.
const SAFE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** The path without its query string: queries can carry tokens (/auth?token=…) and never reach the log. */
export const pathOf = (url: string) => url.split('?')[0] ?? url;

// Paths whose last part is a key: the calendar export's address is its secret (decision 61).
const SECRET_PATHS = [/^(\/api\/calendars\/).+$/];

/** The path as the log records it: no query string, and a secret in the path replaced by `[redacted]`. */
export function loggedPathOf(url: string): string {
  const path = pathOf(url);
  const secret = SECRET_PATHS.find((pattern) => pattern.test(path));
  return secret ? path.replace(secret, '$1[redacted]') : path;
}

/** What the log records of a request: no query string, no headers, no cookies (answers: the status only). */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    id: request.id,
    method: request.method,
    path: loggedPathOf(request.url),
    remoteAddress: request.ip,
  }),
};
