import { z } from 'zod';
import {
  type LiveEvent,
  liveMessageEvent,
  liveNotificationEvent,
} from '../../../domain/schemas/live-events.ts';

/** The one channel every instance LISTENs on (per database, so test databases never mix). */
export const LIVE_CHANNEL = 'basera_live';

/**
 * User ids per NOTIFY: a payload must stay under PostgreSQL's 8,000 bytes. 100 ids of 36 characters
 * and their quotes are about 3,900 bytes, with room for the event's two ids.
 */
export const USERS_PER_PAYLOAD = 100;

const livePayload = z.object({
  users: z.array(z.string()).min(1),
  event: z.discriminatedUnion('type', [
    liveMessageEvent.extend({ type: z.literal('message') }),
    liveNotificationEvent.extend({ type: z.literal('notification') }),
  ]),
});
export type LivePayload = { users: string[]; event: LiveEvent };

/** The NOTIFY payloads that tell `userIds` (each once) about `event`. */
export function encodeLivePayloads(userIds: string[], event: LiveEvent): string[] {
  const users = [...new Set(userIds)];
  const payloads: string[] = [];
  for (let i = 0; i < users.length; i += USERS_PER_PAYLOAD) {
    payloads.push(JSON.stringify({ users: users.slice(i, i + USERS_PER_PAYLOAD), event }));
  }
  return payloads;
}

/** A payload read back, or null when it is not one of ours (someone else's NOTIFY on the channel). */
export function decodeLivePayload(payload: string): LivePayload | null {
  try {
    const parsed = livePayload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
