import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { type EventStreamReader, openEventStream } from '../../testing/event-stream-reader.ts';
import { secondInstance, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { connectionUrlOf, testEngines, withClient } from '../../testing/test-database.ts';
import { announce } from './index.ts';

/** The app served on a free local port, as a browser reaches it. */
async function served(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const messageEvent = (conversationId: string, messageId: string) => ({
  event: 'message',
  data: { conversationId, messageId },
});

describe.each(testEngines)('GET /api/events on %s', (engine) => {
  let t: TestApp;
  let url: string;
  let kit: ReturnType<typeof conversationKit>;
  let host: Person;
  let guest: Person;
  let stranger: Person;
  let listingId: string;
  const streams: EventStreamReader[] = [];
  const open = async (who?: Person, base = url) => {
    const stream = await openEventStream(base, who?.cookie);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    url = await served(t.app);
    kit = conversationKit(t);
    host = await kit.person('owner', 'Meena');
    guest = await kit.person('customer', 'Asha');
    stranger = await kit.person('customer', 'Ravi');
    listingId = (await kit.listing(host)).id;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('streams uncompressed, unbuffered and unstored, even to a client that takes brotli', async () => {
    const stream = await open(guest);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('content-encoding')).toBeNull();
    stream.close();
  });

  it("tells both participants' streams about a new message at once, and nobody else's", async () => {
    const [guestTab, hostTab, strangerTab] = [await open(guest), await open(host), await open(stranger)];
    const conversationId = await kit.ask(guest, listingId, 'Is the terrace shaded?');
    const sent = await kit.send(host, conversationId, 'Yes, all afternoon.');

    // The guest's question, then the host's answer, on both sides (the sender's tabs too); each
    // recipient also hears of their new-message notification, written in the same transaction.
    const kinds = async (tab: typeof guestTab, count: number) => {
      const events = [];
      for (let i = 0; i < count; i++) events.push(await tab.next());
      return events;
    };
    const guestHeard = await kinds(guestTab, 3);
    expect(guestHeard.map((e) => e.event)).toEqual(['message', 'notification', 'message']);
    expect(guestHeard[2]).toMatchObject(messageEvent(conversationId, sent.message.id));
    const hostHeard = await kinds(hostTab, 3);
    expect(hostHeard.map((e) => e.event)).toEqual(['notification', 'message', 'message']);
    expect(hostHeard[2]).toMatchObject(messageEvent(conversationId, sent.message.id));
    // The stranger's own conversation comes through; nothing of the other one came before it.
    const strangersOwn = await kit.ask(stranger, listingId, 'Is parking free?');
    expect(await strangerTab.next()).toMatchObject({
      event: 'message',
      data: { conversationId: strangersOwn },
    });
  });

  it('announces nothing for a transaction that rolls back', async () => {
    const tab = await open(guest);
    const rolledBack = { type: 'notification' as const, notificationId: crypto.randomUUID() };
    const committed = { type: 'notification' as const, notificationId: crypto.randomUUID() };
    await t.handle.db
      .transaction(async (tx) => {
        await announce(tx, [guest.id], rolledBack);
        throw new Error('the booking failed');
      })
      .catch(() => {});
    await t.handle.db.transaction((tx) => announce(tx, [guest.id], committed));

    expect(await tab.next()).toMatchObject({
      event: 'notification',
      data: { notificationId: committed.notificationId },
    });
  });

  it('ends its streams when the app closes, without holding the close', async () => {
    const closing = await startTestApp(engine);
    const someone = await conversationKit(closing).person();
    const stream = await openEventStream(await served(closing.app), someone.cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await closing.app.close();
    await stream.ended;
    // Held, the close would wait for the keep-alive timeout (72 s).
    expect(Date.now() - started).toBeLessThan(1_000);
    await closing.handle.close();
  });
});

describe.runIf(testEngines.includes('postgres'))('GET /api/events across instances (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await secondInstance(a);
    urlA = await served(a.app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b.close();
    await a.close();
  });

  it('delivers a message sent through instance B to a stream open on instance A within 2 s', async () => {
    const onA = conversationKit(a);
    const onB = conversationKit(b);
    const host = await onA.person('owner', 'Meena');
    const guest = await onA.person('customer', 'Asha');
    const listing = await onA.listing(host);
    const guestTab = await openEventStream(urlA, guest.cookie);
    streams.push(guestTab);

    const sentAt = Date.now();
    const conversationId = await onB.ask(guest, listing.id, 'Hello from the other instance');
    const sent = await onB.send(host, conversationId, 'And hello back, through B as well');
    expect((await guestTab.next(2_000)).receivedAt - sentAt).toBeLessThan(2_000);
    // The answer's transaction tells the guest of their new-message notification, then the message.
    expect((await guestTab.next(2_000)).event).toBe('notification');
    const answer = await guestTab.next(2_000);
    expect(answer).toMatchObject(messageEvent(conversationId, sent.message.id));
    expect(answer.receivedAt - sentAt).toBeLessThan(2_000);
  });

  it('ends the streams when the listening connection dies, and a new stream listens again', async () => {
    const onB = conversationKit(b);
    const guest = await conversationKit(a).person();
    const tab = await openEventStream(urlA, guest.cookie);
    streams.push(tab);
    await withClient(process.env.TEST_DATABASE_URL!, (c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query like 'LISTEN%'`,
        [connectionUrlOf(a.handle).pathname.slice(1)],
      ),
    );
    await tab.ended;

    const again = await openEventStream(urlA, guest.cookie);
    streams.push(again);
    const host = await onB.person('owner');
    const listing = await onB.listing(host);
    const conversationId = await onB.ask(guest, listing.id, 'Still there?');
    expect(await again.next()).toMatchObject({ event: 'message', data: { conversationId } });
  });
});
