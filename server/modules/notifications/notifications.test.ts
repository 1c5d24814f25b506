import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEPS } from '../../jobs/sweeps.ts';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { notificationKit } from '../../testing/notification-kit.ts';
import { makeWarnings, notificationRows } from '../../testing/notification-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const MINUTE = 60_000;
const mailJob = SWEEPS.find((sweep) => sweep.job === 'notifications.mail')!;

describe.each(testEngines)('notifications on %s', (engine) => {
  let t: TestApp;
  let chat: ReturnType<typeof conversationKit>;
  let kit: ReturnType<typeof notificationKit>;
  let host: Person;

  beforeAll(async () => {
    t = await startTestApp(engine);
    chat = conversationKit(t);
    kit = notificationKit(t);
    host = await chat.person('owner', 'Meena');
  });
  afterAll(() => t.close());

  /** The mail job at `minutes` from now, then the outbox delivered: the mails `to` got. */
  const mailJobIn = async (minutes: number, to: string) => {
    await mailJob.run(t.app.deps, new Date(Date.now() + minutes * MINUTE));
    await t.deliverMail();
    return t.mail.sent.filter((mail) => mail.to === to).map((mail) => mail.subject);
  };

  it('answers only a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/user/notification-preferences'],
    ] as const)
      expect((await kit.call(method, url)).statusCode, url).toBe(401);
  });

  it('lists newest first, 30 a page with a Link to the older page, and counts what is unread', async () => {
    const person = await chat.person();
    await makeWarnings(t.handle.db, person.id, 32);
    expect(await kit.unread(person.cookie)).toBe(32);
    const first = await kit.call('GET', '/api/notifications', person.cookie);
    const page = first.json() as { title: string; readAt: string | null }[];
    expect(page).toHaveLength(30);
    expect(page[0]).toMatchObject({
      kind: 'warning',
      title: 'Warning 32',
      body: 'Under the community guidelines: a test.',
      link: '/community-guidelines',
      readAt: null,
    });
    expect(page.at(-1)?.title).toBe('Warning 3');
    const next = /^<(\/api\/notifications\?before=[^>]+)>; rel="next"$/.exec(String(first.headers.link));
    expect(next, String(first.headers.link)).not.toBeNull();
    const older = await kit.call('GET', next![1]!, person.cookie);
    expect(older.json().map((n: { title: string }) => n.title)).toEqual(['Warning 2', 'Warning 1']);
    expect(older.headers.link).toBeUndefined();

    const forged = await kit.call('GET', '/api/notifications?before=abc', person.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'querystring before: is not a cursor this list gave' });
  });

  it('reads one, then all; another person reading it gets 404 and changes nothing', async () => {
    const person = await chat.person();
    const stranger = await chat.person();
    await makeWarnings(t.handle.db, person.id, 3);
    const [newest, middle] = await kit.inbox(person.cookie);

    const refused = await kit.call('POST', `/api/notifications/${newest!.id}/read`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Notification not found' });
    const unknown = await kit.call('POST', `/api/notifications/${crypto.randomUUID()}/read`, person.cookie);
    expect(unknown.statusCode).toBe(404);
    const malformed = await kit.call('POST', '/api/notifications/42/read', person.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'params id: must be a notification id' });
    expect(await kit.unread(person.cookie)).toBe(3);

    expect((await kit.call('POST', `/api/notifications/${middle!.id}/read`, person.cookie)).statusCode).toBe(
      204,
    );
    const afterOne = await kit.inbox(person.cookie);
    expect(afterOne.map((n) => n.readAt === null)).toEqual([true, false, true]);
    // Reading it again keeps when it was first read.
    await kit.call('POST', `/api/notifications/${middle!.id}/read`, person.cookie);
    expect((await kit.inbox(person.cookie))[1]!.readAt).toBe(afterOne[1]!.readAt);
    expect(await kit.unread(person.cookie)).toBe(2);

    expect((await kit.call('POST', '/api/notifications/read-all', person.cookie)).statusCode).toBe(204);
    expect(await kit.unread(person.cookie)).toBe(0);
    expect((await kit.inbox(person.cookie)).every((n) => n.readAt !== null)).toBe(true);
    expect(await kit.unread(stranger.cookie)).toBe(0);
  });

  it('keeps mail choices: defaults, a full PUT, and a 400 naming the field for anything else', async () => {
    const person = await chat.person();
    const url = '/api/user/notification-preferences';
    expect((await kit.call('GET', url, person.cookie)).json()).toEqual({
      messages: true,
      reminders: true,
      marketing: false,
    });
    const chosen = { messages: false, reminders: true, marketing: true };
    const saved = await kit.call('PUT', url, person.cookie, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);

    const refusals: [object, string][] = [
      [{ ...chosen, sms: true }, 'sms: is not a preference (messages, reminders, marketing)'],
      [{ ...chosen, messages: 'yes' }, 'messages: must be true or false'],
      [{ messages: true, reminders: true }, 'marketing: must be true or false'],
      [{ ...chosen, reminders: null }, 'reminders: must be true or false'],
    ];
    for (const [body, message] of refusals) {
      const res = await kit.call('PUT', url, person.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await kit.call('GET', url, person.cookie)).json()).toEqual(chosen);
    // Another person's choices are their own.
    expect((await kit.call('GET', url, host.cookie)).json()).toMatchObject({ marketing: false });
  });

  it('keeps one unread notification per conversation, read with the conversation', async () => {
    const guest = await chat.person('customer', 'Asha');
    const listing = await chat.listing(host, 'Banyan Court');
    const id = await chat.ask(guest, listing.id, 'Is the terrace shaded?');
    const link = `/messages/${id}`;
    const mine = async () => (await kit.inbox(host.cookie)).filter((n) => n.link === link);
    expect(await mine()).toMatchObject([
      { kind: 'new_message', title: 'New message about Banyan Court', body: 'Asha: Is the terrace shaded?' },
    ]);
    await chat.send(guest, id, 'And is there parking?');
    expect((await mine()).map((n) => [n.body, n.readAt])).toEqual([['Asha: And is there parking?', null]]);
    // The sender is not told of their own messages.
    expect(await kit.inbox(guest.cookie)).toEqual([]);

    const before = await kit.unread(host.cookie);
    await chat.read(host, id);
    expect(await kit.unread(host.cookie)).toBe(before - 1);
    expect((await mine())[0]!.readAt).not.toBeNull();

    await chat.send(guest, id, 'Thanks!');
    expect((await mine()).map((n) => [n.body, n.readAt === null])).toEqual([
      ['Asha: Thanks!', true],
      ['Asha: And is there parking?', false],
    ]);
    await chat.send(host, id, 'Yes, two cars.');
    expect((await kit.inbox(guest.cookie)).map((n) => [n.title, n.body, n.link])).toEqual([
      ['New message about Banyan Court', 'Meena: Yes, two cars.', link],
    ]);
  });

  it('mails an unread message notification 10 minutes on, once, unless read or turned off', async () => {
    const unread = await chat.person('owner', 'Ravi');
    const reader = await chat.person('owner', 'Lata');
    const unwilling = await chat.person('owner', 'Kiran');
    const guest = await chat.person('customer', 'Asha');
    for (const [who, title] of [
      [unread, 'Fern House'],
      [reader, 'Palm Villa'],
      [unwilling, 'Hill Hut'],
    ] as const) {
      const listing = await chat.listing(who, title);
      const id = await chat.ask(guest, listing.id, `Hello ${title}`);
      if (who === reader) await chat.read(reader, id);
    }
    const off = { messages: false, reminders: true, marketing: false };
    await kit.call('PUT', '/api/user/notification-preferences', unwilling.cookie, off);

    expect(await mailJobIn(9, unread.email)).toEqual([]);
    expect(await mailJobIn(11, unread.email)).toEqual(['New message about Fern House']);
    const [mail] = t.mail.sent.filter((m) => m.to === unread.email);
    expect(mail?.text).toContain('Hello Ravi,\n\nAsha: Hello Fern House\n');
    expect(mail?.text).toContain(`${t.config.publicUrl}/messages/`);
    // Checked, and done with: a later run mails nothing again.
    expect(await mailJobIn(20, unread.email)).toEqual(['New message about Fern House']);
    expect(await mailJobIn(20, reader.email)).toEqual([]);
    expect(await mailJobIn(20, unwilling.email)).toEqual([]);
    const [row] = await notificationRows(t.handle.db, unwilling.id);
    expect(row).toMatchObject({ mailDueAt: null, mailedAt: null, readAt: null });
  });

  it("links a Hindi reader's message mail to the Hindi pages", async () => {
    const host = await chat.person('owner', 'Ravi');
    const guest = await chat.person('customer', 'Asha');
    await kit.call('PUT', '/api/user/preferences', host.cookie, { language: 'hi' });
    const listing = await chat.listing(host, 'Neem House');
    const id = await chat.ask(guest, listing.id, 'Namaste');
    expect(await mailJobIn(11, host.email)).toHaveLength(1);
    const [mail] = t.mail.sent.filter((m) => m.to === host.email);
    expect(mail?.text).toContain(`\n${t.config.publicUrl}/hi/messages/${id}\n`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/hi/notifications`);
    // The notification keeps its app path: the app opens it in the language of the page.
    expect((await kit.inbox(host.cookie))[0]?.link).toBe(`/messages/${id}`);
  });
});
