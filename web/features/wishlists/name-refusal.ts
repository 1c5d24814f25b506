import { serverMessageOf, statusOf } from '../../lib/api-client.ts';

/**
 * The server's reason for refusing a list's name (400: blank or too long; 409: the traveller already
 * has a list of that name), to show under the field; null for any other failure.
 */
export function nameRefusalOf(error: unknown): string | null {
  const status = statusOf(error);
  return status === 400 || status === 409 ? serverMessageOf(error) : null;
}
