import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Where links in mails point: PUBLIC_URL when set, else the address the request came to. */
export const appUrl = (config: Config, request: FastifyRequest) =>
  config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
