import type { RouteOptions } from 'fastify';
import { messageAnswer } from '../../domain/schemas/auth.ts';

/** The session cookies, as OpenAPI security schemes (over HTTPS they carry the __Host- prefix). */
export const securitySchemes = {
  userSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'basera_session',
    description: 'The traveller/owner session; `__Host-basera_session` over HTTPS.',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'basera_admin',
    description: 'The admin session (a separate sign-in); `__Host-basera_admin` over HTTPS.',
  },
} as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Schema = {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  params?: unknown;
  response?: Record<string | number, unknown>;
};

/**
 * `POST /api/auth/reset-password/check` -> `postAuthResetPasswordCheck`; a parameter reads `ByName`
 * (`GET /api/properties/:id/quote` -> `getPropertiesByIdQuote`).
 */
export function operationIdOf(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w === '*' ? 'ByPath' : w.startsWith(':') ? `By${w[1]!.toUpperCase()}${w.slice(2)}` : w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * Completes each API route's contract as it is registered (an onRoute hook): an operation id, the
 * cookie it needs, and the error answers it can give, each `{ message }`: 400 (any input can be
 * refused: NUL bytes, bad parameters), 401/403 from the guarded subtrees, 403 for every write (a
 * cross-site request), 404 where a path names something. A route adds its own (409, 429, 503) in
 * its schema.
 */
export function describeContract(route: RouteOptions) {
  const schema = (route.schema ?? {}) as Schema;
  if (!route.url.startsWith('/api/') || schema.hide || route.method === 'HEAD') return;
  const method = [route.method].flat()[0]!;
  const admin = route.url.startsWith('/api/admin/') && route.url !== '/api/admin/login';
  const owner = route.url.startsWith('/api/owner/');
  const errors = [400];
  if (admin || owner) errors.push(401);
  if (owner || WRITES.has(method)) errors.push(403);
  if (route.url.includes(':') || route.url.includes('*')) errors.push(404);

  schema.operationId ??= operationIdOf(method, route.url);
  if (admin) schema.security ??= [{ adminSession: [] }];
  if (owner) schema.security ??= [{ userSession: [] }];
  schema.response = {
    ...Object.fromEntries(errors.map((status) => [status, messageAnswer])),
    ...schema.response,
  };
  route.schema = schema;
}

/** Error answers a route declares beyond the ones every route gets: `...errorAnswers(409, 429)`. */
export const errorAnswers = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, messageAnswer]));
