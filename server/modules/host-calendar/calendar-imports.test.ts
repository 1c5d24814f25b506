import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsOf } from '../../../domain/rules/stay-dates.ts';
import { allDay, icsDay, icsOf } from '../../testing/calendar-import-kit.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.ts';
import { testEngines } from '../../testing/test-database.ts';

// Issue 27 §3: a host's feeds from other platforms become blocked nights.

/** all-day 10-13, timed 15:00 day 20 to 10:00 day 22 (nights 20, 21), a cancelled one, weekly x3 from day 40. */
const FIRST_FEED = icsOf(
  allDay(10, 13),
  [`DTSTART:${icsDay(20)}T150000`, `DTEND:${icsDay(22)}T100000`, 'SUMMARY:Owner stay'],
  allDay(30, 32, 'STATUS:CANCELLED'),
  allDay(40, 41, 'RRULE:FREQ=WEEKLY;COUNT=3'),
);
const FIRST_NIGHTS = [10, 11, 12, 20, 21, 40, 47, 54].map(day);

describe.each(testEngines)('calendar import on %s', (engine) => {
  let t: CalendarTestApp;
  let feeds: FeedServer;
  beforeAll(async () => {
    t = await startCalendarTestApp(engine, { CALENDAR_IMPORT_ALLOW_PRIVATE: 'true' });
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  const imports = (id: string) => `/api/owner/properties/${id}/calendar/imports`;
  const addFeed = (id: string, path: string, name = 'Airbnb') =>
    t.send(t.host, 'POST', imports(id), { name, url: feeds.url(path) });
  const syncNow = (id: string, importId: string) => t.send(t.host, 'POST', `${imports(id)}/${importId}/sync`);
  /** The nights of [day 0, day 60) a traveller cannot book. */
  const closedNights = async (id: string) => {
    const res = await t.send(null, 'GET', `/api/properties/${id}/availability?from=${day(0)}&to=${day(60)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().nights as { date: string; available: boolean }[])
      .filter((n) => !n.available)
      .map((n) => n.date);
  };
  const searchIds = async (checkIn: string, checkOut: string) => {
    const res = await t.send(null, 'GET', `/api/properties?checkIn=${checkIn}&checkOut=${checkOut}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }[]).map((p) => p.id);
  };

  it('closes the nights of all-day, timed and repeating events, not cancelled ones, on the property page and in search', async () => {
    const id = await t.listing();
    feeds.serveIcs('/first.ics', FIRST_FEED);
    const added = await addFeed(id, '/first.ics');
    expect(added.statusCode, added.body).toBe(201);
    const feed = added.json();
    expect(feed).toEqual({
      id: expect.any(String),
      name: 'Airbnb',
      url: feeds.url('/first.ics'),
      lastSyncedAt: expect.any(String),
      lastError: null,
      importedNights: FIRST_NIGHTS.length,
    });
    expect(await closedNights(id)).toEqual(FIRST_NIGHTS);
    expect(await searchIds(day(11), day(12))).not.toContain(id);
    expect(await searchIds(day(13), day(15))).toContain(id);

    const listed = await t.send(t.host, 'GET', imports(id));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ imports: [feed] });

    const calendar = (await t.calendar(id, day(12), day(14))).json().nights;
    expect(calendar.map((n: Record<string, unknown>) => [n.date, n.status, n.feedName, n.importId])).toEqual([
      [day(12), 'imported', 'Airbnb', feed.id],
      [day(13), 'free', undefined, undefined],
    ]);
  });

  it('replaces the blocks when the feed changes, keeps them on a 304 and when the feed fails', async () => {
    const id = await t.listing();
    feeds.serveIcs('/changing.ics', icsOf(allDay(5, 8)), '"v1"');
    const feed = (await addFeed(id, '/changing.ics')).json();
    expect(await closedNights(id)).toEqual(nightsOf(day(5), day(8)));

    feeds.serveIcs('/changing.ics', icsOf(allDay(6, 7), allDay(15, 17)), '"v2"');
    const changed = await syncNow(id, feed.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ lastError: null, importedNights: 3 });
    expect(await closedNights(id)).toEqual([day(6), day(15), day(16)]);

    // Unchanged: the validators of the last read go back, the feed answers 304, the nights stay.
    const unchanged = await syncNow(id, feed.id);
    expect(feeds.requests.at(-1)).toMatchObject({ path: '/changing.ics', ifNoneMatch: '"v2"' });
    expect(unchanged.json()).toMatchObject({ lastError: null, importedNights: 3 });
    expect(unchanged.json().lastSyncedAt > changed.json().lastSyncedAt).toBe(true);
    expect(await closedNights(id)).toEqual([day(6), day(15), day(16)]);

    feeds.route('/changing.ics', (_, res) => res.writeHead(500).end('down'));
    const failed = await syncNow(id, feed.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      lastError: 'The feed answered 500 Internal Server Error',
      importedNights: 3,
    });
    expect(await closedNights(id)).toEqual([day(6), day(15), day(16)]);

    feeds.route('/changing.ics', (_, res) => res.writeHead(200).end('<html>Please sign in</html>'));
    expect((await syncNow(id, feed.id)).json().lastError).toBe('The feed is not an iCalendar file');
    expect(await closedNights(id)).toEqual([day(6), day(15), day(16)]);

    // A good read again clears the error.
    feeds.serveIcs('/changing.ics', icsOf(allDay(6, 7)), '"v3"');
    expect((await syncNow(id, feed.id)).json()).toMatchObject({ lastError: null, importedNights: 1 });
  });

  it('removes a feed with its blocks, and keeps a feed that failed at once with its error', async () => {
    const id = await t.listing();
    feeds.serveIcs('/gone.ics', icsOf(allDay(3, 5)));
    const feed = (await addFeed(id, '/gone.ics', 'Booking.com')).json();
    const broken = await addFeed(id, '/no-such.ics', 'Old site');
    expect(broken.statusCode).toBe(201);
    expect(broken.json()).toMatchObject({ lastError: 'The feed answered 404 Not Found', importedNights: 0 });
    expect(await closedNights(id)).toEqual([day(3), day(4)]);

    const removed = await t.send(t.host, 'DELETE', `${imports(id)}/${feed.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await closedNights(id)).toEqual([]);
    expect(
      (await t.send(t.host, 'GET', imports(id))).json().imports.map((f: { name: string }) => f.name),
    ).toEqual(['Old site']);
    const again = await t.send(t.host, 'DELETE', `${imports(id)}/${feed.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Calendar feed not found']);
  });

  it('leaves an imported block to its feed: the host cannot unblock it night by night', async () => {
    const id = await t.listing();
    feeds.serveIcs('/kept.ics', icsOf(allDay(8, 9)));
    await addFeed(id, '/kept.ics');
    const blockId = (await t.handle.db.query.blockedDates.findFirst({
      where: (b, { eq }) => eq(b.propertyId, id),
    }))!.id;
    const res = await t.send(t.host, 'DELETE', `/api/owner/properties/${id}/blocked-dates/${blockId}`);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Those nights come from a calendar feed: change them there, or remove the feed',
    ]);
    expect(await closedNights(id)).toEqual([day(8)]);
  });

  it('answers 400 naming the field for a bad name or address, changing nothing', async () => {
    const id = await t.listing();
    const cases: [unknown, string][] = [
      [{ name: 'Airbnb', url: 'ftp://example.com/a.ics' }, 'url: must be an http or https address'],
      [{ name: 'Airbnb', url: 'not a url' }, 'url: must be an http or https address'],
      [{ name: 'Airbnb' }, 'url: is required'],
      [{ name: '  ', url: feeds.url('/first.ics') }, 'name: must not be empty'],
      [{ name: 'x'.repeat(61), url: feeds.url('/first.ics') }, 'name: must be at most 60 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(t.host, 'POST', imports(id), body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await t.send(t.host, 'GET', imports(id))).json()).toEqual({ imports: [] });
  });

  it("answers 404 on every route for another owner's listing, a missing one and another listing's feed", async () => {
    const id = await t.listing();
    feeds.serveIcs('/mine.ics', icsOf(allDay(3, 4)));
    const feed = (await addFeed(id, '/mine.ics')).json();
    const other = await t.signedIn('owner');
    const missing = '00000000-0000-4000-8000-000000000000';
    const otherListing = await t.listing();
    const attempts: [typeof other, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
      [other, 'GET', imports(id)],
      [other, 'POST', imports(id), { name: 'Mine now', url: feeds.url('/mine.ics') }],
      [other, 'DELETE', `${imports(id)}/${feed.id}`],
      [other, 'POST', `${imports(id)}/${feed.id}/sync`],
      [t.host, 'GET', imports(missing)],
      [t.host, 'POST', imports(missing), { name: 'Airbnb', url: feeds.url('/mine.ics') }],
    ];
    for (const [caller, method, url, body] of attempts) {
      const res = await t.send(caller, method, url, body);
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([404, 'Property not found']);
    }
    for (const [method, url] of [
      ['DELETE', `${imports(otherListing)}/${feed.id}`],
      ['POST', `${imports(otherListing)}/${feed.id}/sync`],
    ] as const) {
      const res = await t.send(t.host, method, url);
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([
        404,
        'Calendar feed not found',
      ]);
    }
    expect((await t.send(t.host, 'GET', imports(id))).json().imports).toHaveLength(1);
    expect(await closedNights(id)).toEqual([day(3)]);
  });

  it("leaves imported nights out of Basera's own export", async () => {
    const id = await t.listing();
    feeds.serveIcs('/echo.ics', icsOf(allDay(20, 22)));
    await addFeed(id, '/echo.ics');
    const block = (await t.block(id, day(5), day(6), 'Painting')).json();
    const { icsUrl } = (await t.calendar(id, day(0), day(1))).json();
    const exported = await t.send(null, 'GET', new URL(icsUrl).pathname);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`UID:${block.id}@basera`);
    expect(exported.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(exported.body).not.toContain(icsDay(20));
  });
});
