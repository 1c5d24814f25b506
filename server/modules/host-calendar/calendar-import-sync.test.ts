import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsOf } from '../../../domain/rules/stay-dates.ts';
import { allDay, icsOf } from '../../testing/calendar-import-kit.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.ts';
import { notificationKit } from '../../testing/notification-kit.ts';
import { testEngines } from '../../testing/test-database.ts';
import { syncDueFeeds } from './index.ts';

// Issue 27 §3: clashes with Basera bookings, the job's schedule, the stale warning, private addresses.

const HOUR = 3_600_000;

describe.each(testEngines)('calendar feeds over time on %s', (engine) => {
  let t: CalendarTestApp;
  let feeds: FeedServer;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine, {
      CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
      CALENDAR_IMPORT_MINUTES: '30',
    });
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  const imports = (id: string) => `/api/owner/properties/${id}/calendar/imports`;
  const closedNights = async (id: string) => {
    const res = await t.send(null, 'GET', `/api/properties/${id}/availability?from=${day(0)}&to=${day(40)}`);
    return (res.json().nights as { date: string; available: boolean }[])
      .filter((n) => !n.available)
      .map((n) => n.date);
  };
  const feedOf = async (id: string) => (await t.send(t.host, 'GET', imports(id))).json().imports[0];

  it('keeps a Basera booking its feed clashes with, blocks the nights around it and tells the host once', async () => {
    const inbox = notificationKit(t);
    const id = await t.listing();
    const booking = (await t.book(id, day(10), day(12))).json().booking;
    const before = (await inbox.inbox(t.host.cookie)).length;

    feeds.serveIcs('/clash.ics', icsOf(allDay(8, 14)), '"c1"');
    const added = await t.send(t.host, 'POST', imports(id), { name: 'Airbnb', url: feeds.url('/clash.ics') });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ lastError: null, importedNights: 4 });
    expect(await closedNights(id)).toEqual(nightsOf(day(8), day(14)));
    const reservation = await t.send(t.host, 'GET', '/api/owner/reservations?tab=requests');
    expect(
      reservation.json().reservations.map((r: { id: string; status: string }) => [r.id, r.status]),
    ).toContainEqual([booking.id, 'pending']);

    const told = (await inbox.inbox(t.host.cookie)).slice(0, -before || undefined);
    expect(told.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['calendar_clash', 'Calendar clash', '/reservations'],
    ]);
    expect(told[0]!.body).toContain('Your calendar "Airbnb" takes nights of');

    // Synced again (changed or not), the same clash is not told again.
    feeds.serveIcs('/clash.ics', icsOf(allDay(8, 14), allDay(30, 31)), '"c2"');
    await t.send(t.host, 'POST', `${imports(id)}/${added.json().id}/sync`);
    await t.send(t.host, 'POST', `${imports(id)}/${added.json().id}/sync`);
    expect((await inbox.inbox(t.host.cookie)).length).toBe(before + 1);

    // The booking cancelled, the feed still takes those nights: the next sync blocks them.
    await t.send(t.host, 'POST', `/api/owner/reservations/${booking.id}/decline`, {});
    await t.send(t.host, 'POST', `${imports(id)}/${added.json().id}/sync`);
    expect((await feedOf(id)).importedNights).toBe(7);
  });

  it('reads each feed again once CALENDAR_IMPORT_MINUTES have passed, and warns the host once after six hours of failures', async () => {
    const inbox = notificationKit(t);
    const id = await t.listing();
    feeds.serveIcs('/job.ics', icsOf(allDay(3, 5)), '"j1"');
    const start = Date.now();
    await t.send(t.host, 'POST', imports(id), { name: 'Vrbo', url: feeds.url('/job.ics') });
    const asked = () => feeds.requests.filter((r) => r.path === '/job.ics').length;
    const count = asked();
    const staleTitles = async () =>
      (await inbox.inbox(t.host.cookie)).filter((n) => n.kind === 'calendar_stale').map((n) => n.body);

    await syncDueFeeds(t.app.deps, new Date(start + 10 * 60_000));
    expect(asked()).toBe(count);
    feeds.serveIcs('/job.ics', icsOf(allDay(3, 6)), '"j2"');
    await syncDueFeeds(t.app.deps, new Date(start + 31 * 60_000));
    expect(asked()).toBe(count + 1);
    expect((await feedOf(id)).importedNights).toBe(3);

    feeds.route('/job.ics', (_, res) => res.writeHead(503).end());
    await syncDueFeeds(t.app.deps, new Date(start + 2 * HOUR));
    expect(await feedOf(id)).toMatchObject({
      lastError: 'The feed answered 503 Service Unavailable',
      importedNights: 3,
    });
    expect(await staleTitles()).toEqual([]);
    await syncDueFeeds(t.app.deps, new Date(start + 6.5 * HOUR));
    await syncDueFeeds(t.app.deps, new Date(start + 7.5 * HOUR));
    expect(await staleTitles()).toEqual([
      expect.stringMatching(
        /^Your calendar "Vrbo" for .+ has not synced for 6 hours\. The last try said: The feed answered 503 Service Unavailable\./,
      ),
    ]);

    // A good read clears the mark: a later run of failures warns again only six hours after it.
    feeds.serveIcs('/job.ics', icsOf(allDay(3, 6)), '"j3"');
    await syncDueFeeds(t.app.deps, new Date(start + 8 * HOUR));
    expect((await feedOf(id)).lastError).toBeNull();
    feeds.route('/job.ics', (_, res) => res.writeHead(503).end());
    await syncDueFeeds(t.app.deps, new Date(start + 9 * HOUR));
    expect(await staleTitles()).toHaveLength(1);
    await syncDueFeeds(t.app.deps, new Date(start + 14.5 * HOUR));
    expect(await staleTitles()).toHaveLength(2);
    expect(await closedNights(id)).toEqual(nightsOf(day(3), day(6)));
  });
});

describe.each(testEngines)('calendar feed addresses on %s', (engine) => {
  let t: CalendarTestApp;
  let feeds: FeedServer;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine); // CALENDAR_IMPORT_ALLOW_PRIVATE unset: false
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('refuses a feed on a loopback address, asking it nothing and keeping nothing', async () => {
    const id = await t.listing();
    feeds.serveIcs('/local.ics', icsOf(allDay(3, 5)));
    const port = new URL(feeds.url('/')).port;
    for (const [url, address] of [
      [feeds.url('/local.ics'), '127.0.0.1'],
      [`http://[::1]:${port}/local.ics`, '::1'],
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ]) {
      const res = await t.send(t.host, 'POST', `/api/owner/properties/${id}/calendar/imports`, {
        name: 'Local',
        url,
      });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        `url: must not point to a private or local address (${address})`,
      ]);
    }
    expect(feeds.requests).toEqual([]);
    expect((await t.send(t.host, 'GET', `/api/owner/properties/${id}/calendar/imports`)).json()).toEqual({
      imports: [],
    });
  });
});
