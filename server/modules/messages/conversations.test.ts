import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '../../../domain/rules/messages/contact-details.ts';
import { freshStays, paidBooking, stayBody } from '../../testing/booking-kit.ts';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { setListingStatus } from '../../testing/listing-changes.repository.ts';
import { setStanding, storedMessages } from '../../testing/message-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { sendMessage, startConversation } from './conversations.service.ts';

const CONTACT = 'Call me on +91-98765.43210 or asha at gmail dot com';

describe.each(testEngines)('conversations on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof conversationKit>;
  let host: Person;
  let guest: Person;
  const stays = freshStays(20);

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = conversationKit(t);
    host = await kit.person('owner', 'Meena');
    guest = await kit.person('customer', 'Asha');
  });
  afterAll(() => t.close());

  it('lets a guest ask before booking and the host answer, each seeing whose message is whose', async () => {
    const listing = await kit.listing(host, 'Banyan Court');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: guest.cookie },
      payload: { propertyId: listing.id, body: '  Is the terrace shaded? We are 2 adults and 1 child.  ' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const { conversationId: id, message } = first.json();
    expect(message).toMatchObject({
      kind: 'text',
      body: 'Is the terrace shaded? We are 2 adults and 1 child.',
      fromMe: true,
    });
    // Asking again continues the same conversation.
    expect(await kit.ask(guest, listing.id, 'Also: check-in at 14:00?')).toBe(id);
    await kit.send(host, id, 'Yes, shaded all afternoon. 14:00 is fine.');

    const page = (await kit.call('GET', `/api/conversations/${id}/messages`, host.cookie)).json();
    expect(page.messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe])).toEqual([
      ['Yes, shaded all afternoon. 14:00 is fine.', true],
      ['Also: check-in at 14:00?', false],
      ['Is the terrace shaded? We are 2 adults and 1 child.', false],
    ]);
    expect(page.nextCursor).toBeNull();
    const [summary] = await kit.list(guest);
    expect(summary).toMatchObject({
      id,
      property: { id: listing.id, title: 'Banyan Court', photo: `/p/${listing.id}/0.jpg` },
      otherParty: { firstName: 'Meena', profileImageUrl: null },
      lastMessage: { body: 'Yes, shaded all afternoon. 14:00 is fine.', fromMe: false },
      unreadCount: 1,
      bookingStatus: null,
    });
  });

  it('hides contact details on both sides before confirmation and lets them pass after', async () => {
    const listing = await kit.listing(host, 'Stone Cottage');
    const id = await kit.ask(guest, listing.id, CONTACT);
    await kit.send(host, id, 'Mine is 98 76 54 32 10, pay to meena@okaxis');
    const hidden = [
      `Call me on ${HIDDEN_CONTACT} or ${HIDDEN_CONTACT}`,
      `Mine is ${HIDDEN_CONTACT}, pay to ${HIDDEN_CONTACT}`,
    ];
    expect(await kit.bodies(guest, id)).toEqual(hidden);
    expect(await kit.bodies(host, id)).toEqual(hidden);
    // The originals are kept only in their own column, for an admin reading a report.
    expect((await storedMessages(t.handle.db, id)).map((m) => m.originalBody)).toEqual([
      CONTACT,
      'Mine is 98 76 54 32 10, pay to meena@okaxis',
    ]);

    await paidBooking(t.app, guest.cookie, stayBody(listing.id, ...stays()));
    await kit.send(guest, id, 'Booked! My number is 9876543210.');
    await kit.send(host, id, 'Great, mine: meena@example.in');
    const after = await kit.bodies(host, id);
    // What was sent hidden stays hidden; the system line of the payment; then messages as written.
    expect(after).toEqual([
      ...hidden,
      'Payment received. The booking is confirmed.',
      'Booked! My number is 9876543210.',
      'Great, mine: meena@example.in',
    ]);
    expect((await kit.list(guest)).find((c: { id: string }) => c.id === id).bookingStatus).toBe('confirmed');
  });

  it('answers 404 on every conversation route to anyone but its guest and host', async () => {
    const listing = await kit.listing(host, 'Private Talk');
    const id = await kit.ask(guest, listing.id, 'Hello there');
    const otherHost = await kit.person('owner', 'Ravi');
    const stranger = await kit.person();
    for (const who of [otherHost, stranger]) {
      const answers = [
        await kit.call('GET', `/api/conversations/${id}/messages`, who.cookie),
        await kit.call('POST', `/api/conversations/${id}/messages`, who.cookie, { body: 'Hi' }),
        await kit.call('POST', `/api/conversations/${id}/read`, who.cookie),
        await kit.call('POST', `/api/conversations/${id}/report`, who.cookie, { reason: 'Nosy reason here' }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Conversation not found' });
      }
      expect(await kit.list(who)).toEqual([]);
    }
    expect(await kit.bodies(guest, id)).toEqual(['Hello there']);
    // Visitors are refused before anything is looked up.
    expect((await kit.call('GET', '/api/conversations')).statusCode).toBe(401);
  });

  it('refuses a host messaging their own listing, a hidden listing, and bad bodies, storing nothing', async () => {
    const listing = await kit.listing(host, 'Own Place');
    const own = await kit.call('POST', '/api/conversations', host.cookie, {
      propertyId: listing.id,
      body: 'Hi me',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot message your own listing' });
    const draft = await kit.listing(host, 'Draft');
    await setListingStatus(t.handle.db, draft.id, 'pending');
    const hidden = await kit.call('POST', '/api/conversations', guest.cookie, {
      propertyId: draft.id,
      body: 'Hi',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Property not found' });
    const id = await kit.ask(guest, listing.id, 'A real question');
    for (const body of ['   ', '', 'x'.repeat(2001), 42]) {
      const res = await kit.call('POST', `/api/conversations/${id}/messages`, guest.cookie, { body });
      expect(res.statusCode, String(body).slice(0, 10)).toBe(400);
      expect(res.json().message).toMatch(/^body: /);
    }
    expect(await kit.bodies(guest, id)).toEqual(['A real question']);
    expect(await kit.list(host)).not.toContainEqual(
      expect.objectContaining({ property: expect.objectContaining({ id: draft.id }) }),
    );
  });

  it('refuses a suspended or banned user sending: their session is refused, and the send itself', async () => {
    const listing = await kit.listing(host, 'Standing Check');
    const sender = await kit.person();
    const id = await kit.ask(sender, listing.id, 'Before the suspension');
    await setStanding(t.handle.db, sender.id, { suspendedUntil: new Date(Date.now() + 7 * 86_400_000) });
    // Through the API the session is no longer honoured...
    const refused = await kit.call('POST', `/api/conversations/${id}/messages`, sender.cookie, {
      body: 'After',
    });
    expect(refused.statusCode).toBe(401);
    // ...and a request already past that check is refused inside its transaction.
    await expect(sendMessage(t.app.deps, sender.id, id, 'Racing')).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringMatching(/^Your account is suspended until \d{1,2} \w{3} \d{4}$/),
    });
    const banned = await kit.person();
    await setStanding(t.handle.db, banned.id, { bannedAt: new Date() });
    await expect(
      startConversation(t.app.deps, banned.id, { propertyId: listing.id, body: 'Hi' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Your account has been banned',
    });
    expect(await kit.bodies(host, id)).toEqual(['Before the suspension']);
  });

  it('counts unread messages per side until read, and marking read clears only that side', async () => {
    const listing = await kit.listing(host, 'Read State');
    const asker = await kit.person();
    const id = await kit.ask(asker, listing.id, 'One');
    await kit.send(asker, id, 'Two');
    const unread = async (who: Person) =>
      (await kit.list(who)).find((c: { id: string }) => c.id === id).unreadCount;
    expect([await unread(host), await unread(asker)]).toEqual([2, 0]);
    await kit.read(host, id);
    expect(await unread(host)).toBe(0);
    await kit.send(host, id, 'Three');
    expect([await unread(host), await unread(asker)]).toEqual([0, 1]);
    // Writing is reading: the asker's answer reads 'Three'; the host has 'Four' to read.
    await kit.send(asker, id, 'Four');
    expect([await unread(host), await unread(asker)]).toEqual([1, 0]);
  });

  it('pages over more than 30 messages with a cursor, newest first, none twice', async () => {
    // Each side sends under 20 in this minute: the rate limit's default.
    const answerer = await kit.person('owner', 'Kabir');
    const listing = await kit.listing(answerer, 'Long Talk');
    const talker = await kit.person();
    const id = await kit.ask(talker, listing.id, 'Message 1');
    for (let n = 2; n <= 19; n++) await kit.send(talker, id, `Message ${n}`);
    for (let n = 20; n <= 35; n++) await kit.send(answerer, id, `Message ${n}`);
    const first = (await kit.call('GET', `/api/conversations/${id}/messages`, talker.cookie)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0].body).toBe('Message 35');
    const second = (
      await kit.call('GET', `/api/conversations/${id}/messages?before=${first.nextCursor}`, talker.cookie)
    ).json();
    expect(second.messages.map((m: { body: string }) => m.body)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Message ${n}`),
    );
    expect(second.nextCursor).toBeNull();
    const forged = await kit.call(
      'GET',
      `/api/conversations/${id}/messages?before=bm90LWEtY3Vyc29y`,
      talker.cookie,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'before: is not a cursor this list gave' });
  });

  it('puts a reported conversation, originals included, in front of admins only', async () => {
    const listing = await kit.listing(host, 'Reported Place');
    const reporter = await kit.person();
    const id = await kit.ask(reporter, listing.id, 'Pay me at asha@okaxis');
    const report = await kit.call('POST', `/api/conversations/${id}/report`, host.cookie, {
      reason: 'Asked to pay outside Basera',
    });
    expect(report.statusCode).toBe(204);
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
    const reports = (await kit.call('GET', '/api/admin/conversation-reports', adminCookie)).json();
    expect(reports[0]).toMatchObject({
      reason: 'Asked to pay outside Basera',
      reporter: { id: host.id, name: 'Meena Tester', email: host.email },
      conversation: {
        id,
        property: { id: listing.id, title: 'Reported Place' },
        // Named as the admin's users list names them, so a report leads to the right person.
        guest: { id: reporter.id, name: 'Asha Tester', email: reporter.email },
        host: { id: host.id, name: 'Meena Tester', email: host.email },
        messages: [
          { from: 'guest', body: `Pay me at ${HIDDEN_CONTACT}`, originalBody: 'Pay me at asha@okaxis' },
        ],
      },
    });
    // A traveller session (even the host's) is not an admin's.
    expect((await kit.call('GET', '/api/admin/conversation-reports', host.cookie)).statusCode).toBe(401);
    // The participants never see the original.
    expect(JSON.stringify(await kit.list(reporter))).not.toContain('asha@okaxis');
  });
});
