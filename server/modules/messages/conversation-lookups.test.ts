import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { makeBooking } from '../../testing/factories.ts';
import { conversationsOfGuest } from '../../testing/message-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// The header's unread count and the way from a booking to its conversation (issue 26 §3).
describe.each(testEngines)('unread count and conversation for a booking on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof conversationKit>;
  let host: Person;

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = conversationKit(t);
    host = await kit.person('owner', 'Meena');
  });
  afterAll(() => t.close());

  const unread = async (who: Person) => {
    const res = await kit.call('GET', '/api/conversations/unread-count', who.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const forBooking = (who: Person, bookingId: string) =>
    kit.call('POST', `/api/conversations/for-booking/${bookingId}`, who.cookie);

  it('counts unread messages across conversations, each side apart, until each is read', async () => {
    const guest = await kit.person();
    const counter = await kit.person('owner', 'Kabir');
    expect(await unread(counter)).toBe(0);
    const first = await kit.ask(guest, (await kit.listing(counter, 'Count One')).id, 'One');
    await kit.send(guest, first, 'Two');
    const second = await kit.ask(guest, (await kit.listing(counter, 'Count Two')).id, 'Three');
    expect([await unread(counter), await unread(guest)]).toEqual([3, 0]);
    await kit.read(counter, first);
    expect(await unread(counter)).toBe(1);
    // Answering is reading: the sender has seen the conversation up to their own message.
    await kit.send(counter, second, 'Answer');
    expect([await unread(counter), await unread(guest)]).toEqual([0, 1]);
    await kit.read(guest, second);
    expect([await unread(counter), await unread(guest)]).toEqual([0, 0]);
    expect((await kit.call('GET', '/api/conversations/unread-count')).statusCode).toBe(401);
  });

  it("gives a booking's guest and host the conversation it belongs to, and nobody else", async () => {
    const guest = await kit.person();
    const listing = await kit.listing(host, 'Booked Talk');
    const asked = await kit.ask(guest, listing.id, 'Is there parking?');
    const booking = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: '2031-01-10',
      checkOut: '2031-01-12',
    });
    for (const who of [guest, host]) {
      const res = await forBooking(who, booking.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: asked });
    }
    for (const who of [await kit.person('owner', 'Ravi'), await kit.person()]) {
      const res = await forBooking(who, booking.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found' });
    }
    const unknown = await forBooking(guest, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toEqual({ message: 'Booking not found' });
    expect((await forBooking(guest, 'not-an-id')).statusCode).toBe(400);
    expect((await kit.call('POST', `/api/conversations/for-booking/${booking.id}`)).statusCode).toBe(401);
  });

  it('opens the conversation of a booking that has none, once, not as the guest opening one', async () => {
    const guest = await kit.person();
    const listing = await kit.listing(host, 'Old Booking');
    // Written directly: a booking from before conversations, with no system line.
    const booking = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: '2031-02-10',
      checkOut: '2031-02-12',
    });
    expect(await conversationsOfGuest(t.handle.db, guest.id)).toEqual([]);
    const fromHost = (await forBooking(host, booking.id)).json();
    const fromGuest = (await forBooking(guest, booking.id)).json();
    expect(fromGuest).toEqual(fromHost);
    expect(await conversationsOfGuest(t.handle.db, guest.id)).toEqual([
      { id: fromHost.id, propertyId: listing.id, openedBy: null },
    ]);
    // Empty until someone writes; then both sides read it.
    expect(await kit.bodies(host, fromHost.id)).toEqual([]);
    await kit.send(host, fromHost.id, 'Looking forward to your stay');
    expect(await kit.bodies(guest, fromHost.id)).toEqual(['Looking forward to your stay']);
    expect(await unread(guest)).toBe(1);
  });
});
