// Outside the zod schema (domain/schemas/messages.ts builds on it) so the property page's "Ask the
// host" box knows its limit without zod (issue 29 §1, decision 111).

/** A message is at most this many characters. */
export const MESSAGE_MAX_CHARS = 2000;
