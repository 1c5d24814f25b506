import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../domain/schemas/live-events.ts';
import { decodeLivePayload, encodeLivePayloads, USERS_PER_PAYLOAD } from './live-payload.ts';

const uuid = () => crypto.randomUUID();
const message: LiveEvent = { type: 'message', conversationId: uuid(), messageId: uuid() };

describe('live payloads', () => {
  it('names each user once and reads back as written', () => {
    const [a, b] = [uuid(), uuid()];
    const payloads = encodeLivePayloads([a, b, a], message);
    expect(payloads).toHaveLength(1);
    expect(decodeLivePayload(payloads[0]!)).toEqual({ users: [a, b], event: message });
  });

  it("splits many users over payloads each under PostgreSQL's 8,000-byte NOTIFY limit", () => {
    const users = Array.from({ length: 2 * USERS_PER_PAYLOAD + 1 }, uuid);
    const payloads = encodeLivePayloads(users, { type: 'notification', notificationId: uuid() });
    expect(payloads).toHaveLength(3);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8_000);
    expect(payloads.flatMap((p) => decodeLivePayload(p)!.users)).toEqual(users);
  });

  it('sends nothing for nobody', () => {
    expect(encodeLivePayloads([], message)).toEqual([]);
  });

  it('ignores what is not one of its payloads', () => {
    for (const foreign of ['', 'hello', '{"users":[]}', '{"users":["x"],"event":{"type":"party"}}', 'null']) {
      expect(decodeLivePayload(foreign)).toBeNull();
    }
  });
});
