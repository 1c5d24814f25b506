import { m } from '#i18n/messages.js';
import { isUuid } from '../../domain/uuid.ts';
import { badRequest } from './http-error.ts';
import { decodeCursor, encodeCursor } from './search-cursor.ts';

// Lists that go newest first by (instant, id) — a listing's reviews, a conversation's messages —
// use the keys of search's 'newest' order, so its opaque cursor serves as it is. The keys are
// checked here, before they reach SQL as a timestamptz and a uuid, so a forged cursor is a 400 and
// never a database error.

export type NewestFirstKeys = { at: string; id: string };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** The cursor after `last`: `at` as JSON text of a timestamptz (to the microsecond). */
export const encodeNewestFirst = (last: NewestFirstKeys) =>
  encodeCursor({ sort: 'newest', keys: [last.at, last.id] });

/** The keys of a cursor encodeNewestFirst gave, or a 400 naming the query parameter. */
export function decodeNewestFirst(text: string, parameter = 'cursor'): NewestFirstKeys {
  const refusal = badRequest(`${parameter}: ${m.server_cursor_not_from_list()}`);
  let keys: string[];
  try {
    keys = decodeCursor(text, 'newest');
  } catch {
    throw refusal;
  }
  const [at = '', id = ''] = keys;
  if (!INSTANT.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw refusal;
  return { at, id };
}
