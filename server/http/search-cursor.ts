import { m } from '#i18n/messages.js';
import type { PropertySort } from '../../domain/schemas/properties.ts';
import { badRequest } from './http-error.ts';

/**
 * Where a page ended: the sort keys of its last listing. Opaque to clients (base64url JSON); a cursor
 * only continues the sort it came from. Keys are text exactly as PostgreSQL wrote them, so a
 * microsecond timestamp or a numeric survives the round trip.
 */
export type SearchCursor = { sort: PropertySort; keys: string[] };

const KEY_COUNT: Record<PropertySort, number> = {
  recommended: 3,
  newest: 2,
  price_asc: 2,
  price_desc: 2,
  rating: 3,
};

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, ...cursor.keys])).toString('base64url');
}

/** The cursor's keys for `sort`, or a 400 naming the parameter. */
export function decodeCursor(text: string, sort: PropertySort): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(`cursor: ${m.server_cursor_not_from_search()}`);
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((key) => typeof key === 'string' && key.length <= 64) ||
    parsed.length !== KEY_COUNT[sort] + 1
  )
    throw badRequest(`cursor: ${m.server_cursor_not_from_search()}`);
  if (parsed[0] !== sort) throw badRequest(`cursor: ${m.server_cursor_other_sort()}`);
  return parsed.slice(1) as string[];
}
