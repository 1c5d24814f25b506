import { m } from '#i18n/messages.js';
/**
 * An error whose message is safe to show the client, with its HTTP status. Code throws it through
 * the helpers below, never with `new` (the boundary check enforces it), so every status has one name.
 * Messages come from the `server` catalogue, called when the error is made: in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = m.server_unauthorized()) => new HttpError(401, message);
export const forbidden = (message: string = m.server_forbidden()) => new HttpError(403, message);
export const notFound = (message: string = m.server_not_found()) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
