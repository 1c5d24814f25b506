import type { LiveEvent } from '../../../domain/schemas/live-events.ts';

/**
 * Server-sent events as the browser's EventSource reads them (WHATWG HTML §9.2): lines ending a
 * frame with a blank line; a line starting with ":" is a comment the browser ignores.
 */

/** The first frame: reconnect after 5 s when the stream drops, and say it is open. */
export const OPENING_FRAME = 'retry: 5000\n: open\n\n';
export const HEARTBEAT_FRAME = ': keep-alive\n\n';

/** An event named by its type, its other fields as JSON data (one line: JSON has no raw newlines). */
export function eventFrame(event: LiveEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
