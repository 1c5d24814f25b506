import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedEventLine as line } from '../../../domain/rules/messages/booking-event-lines.ts';
import { cancelAsGuest, freshStays, paidBooking, stayBody } from '../../testing/booking-kit.ts';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { conversationsOfGuest } from '../../testing/message-state.repository.ts';
import { makeRatingCatalogue, postReview, stayEnded } from '../../testing/review-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)("a booking's events in its conversation, and the rate limits, on %s", (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof conversationKit>;
  let host: Person;
  const stays = freshStays(40);

  beforeAll(async () => {
    // Low limits, so the tests reach them.
    t = await startTestApp(engine, { MESSAGES_PER_MINUTE: '4', NEW_CONVERSATIONS_PER_DAY: '2' });
    kit = conversationKit(t);
    host = await kit.person('owner', 'Meena');
  });
  afterAll(() => t.close());

  const conversationOf = async (guest: Person, propertyId: string) =>
    (await conversationsOfGuest(t.handle.db, guest.id)).find((c) => c.propertyId === propertyId)!;
  const reserve = (action: string, id: string, payload?: object) =>
    kit.call('POST', `/api/owner/reservations/${id}/${action}`, host.cookie, payload);
  const request = async (guest: Person, propertyId: string) => {
    const res = await kit.call('POST', '/api/bookings', guest.cookie, {
      ...stayBody(propertyId, ...stays()),
      paymentMethod: 'contact',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking.id as string;
  };

  it('writes requested, accepted, declined and cancelled lines, opening the conversation if needed', async () => {
    const guest = await kit.person();
    const listing = await kit.listing(host, 'Event House');
    const accepted = await request(guest, listing.id);
    // The request opened the conversation; it does not count as the guest opening one.
    const conversation = await conversationOf(guest, listing.id);
    expect(conversation.openedBy).toBeNull();
    const accept = await reserve('accept', accepted);
    expect(accept.statusCode, accept.body).toBe(200);
    const declined = await request(guest, listing.id);
    expect((await reserve('decline', declined, { message: 'Full that week' })).statusCode).toBe(200);
    // A refused change (it was declined already) writes no line.
    expect((await reserve('accept', declined)).statusCode).toBe(409);
    await cancelAsGuest(t.app, accepted, guest.cookie);
    const online = await paidBooking(t.app, guest.cookie, stayBody(listing.id, ...stays()));
    expect((await reserve('cancel', online, { reason: 'Roof repairs' })).statusCode, 'host cancel').toBe(200);

    expect(await kit.bodies(guest, conversation.id)).toEqual([
      line('requested'),
      line('accepted'),
      line('requested'),
      line('declined'),
      line('cancelled_by_guest'),
      line('confirmed'),
      line('cancelled_by_host'),
    ]);
    const page = (
      await kit.call('GET', `/api/conversations/${conversation.id}/messages`, host.cookie)
    ).json();
    expect(
      page.messages.every((m: { kind: string; fromMe: boolean }) => m.kind === 'system' && !m.fromMe),
    ).toBe(true);
    // System lines are not unread messages: each booking event has its own notification on the bell.
    const [summary] = await kit.list(guest);
    expect(summary).toMatchObject({ id: conversation.id, unreadCount: 0, bookingStatus: 'cancelled' });
  });

  it('writes a line when the guest reviews the stay', async () => {
    const guest = await kit.person();
    const listing = await kit.listing(host, 'Reviewed Stay');
    const catalogue = await makeRatingCatalogue(t.handle.db);
    const stay = await stayEnded(t.handle.db, { propertyId: listing.id, guestId: guest.id, daysAgo: 1 });
    const res = await postReview(t, stay.id, guest.cookie, { ratings: catalogue.scores(5, 4, 4) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await kit.bodies(host, (await conversationOf(guest, listing.id)).id)).toEqual([line('reviewed')]);
  });

  it('allows 4 messages a minute per sender, then answers 429 and stores nothing', async () => {
    const guest = await kit.person();
    const listing = await kit.listing(host, 'Chatty');
    const id = await kit.ask(guest, listing.id, 'One');
    for (const body of ['Two', 'Three', 'Four']) await kit.send(guest, id, body);
    const fifth = await kit.call('POST', `/api/conversations/${id}/messages`, guest.cookie, { body: 'Five' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      message: 'You are sending messages too quickly: at most 4 a minute. Wait a minute and try again.',
    });
    // The limit is the sender's: the other side still answers.
    await kit.send(host, id, 'Slow down, I am here');
    expect(await kit.bodies(guest, id)).toEqual(['One', 'Two', 'Three', 'Four', 'Slow down, I am here']);
  });

  it('allows 2 new conversations a day per guest; continuing one is not new', async () => {
    const guest = await kit.person();
    const [a, b, c] = [
      await kit.listing(host, 'A'),
      await kit.listing(host, 'B'),
      await kit.listing(host, 'C'),
    ];
    await kit.ask(guest, a.id, 'Hello A');
    await kit.ask(guest, b.id, 'Hello B');
    const third = await kit.call('POST', '/api/conversations', guest.cookie, {
      propertyId: c.id,
      body: 'Hello C',
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: 'You can message at most 2 new hosts a day. Try again tomorrow.',
    });
    await kit.ask(guest, a.id, 'Back to A');
    expect((await conversationsOfGuest(t.handle.db, guest.id)).map((x) => x.propertyId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
  });
});
