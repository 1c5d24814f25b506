import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsOf } from '../../../domain/rules/stay-dates.ts';
import { allDay, icsOf } from '../../testing/calendar-import-kit.ts';
import { clashesOf, overlappingClaims } from '../../testing/calendar-state.repository.ts';
import { type CalendarTestApp, day, startCalendarTestApp } from '../../testing/calendar-test-kit.ts';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.ts';
import { testEngines } from '../../testing/test-database.ts';

type Range = { start: string; end: string };
const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

// The feed takes nights 30-44; 50 bookings of 1-3 nights start across nights 25-49, racing its sync.
const FEED = { start: day(30), end: day(45) };
const BOOKINGS = Array.from({ length: 50 }, (_, i) => {
  const nights = 1 + (i % 3);
  const start = 25 + ((i * 7) % 25);
  return { start: day(start), end: day(start + nights), nights };
});

describe.each(testEngines)('bookings racing a calendar sync on %s', (engine) => {
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

  it('leave no booking on an imported night: each booking either came first (and is kept) or was refused', async () => {
    const id = await t.listing();
    feeds.serveIcs('/race.ics', icsOf(), '"empty"');
    const imports = `/api/owner/properties/${id}/calendar/imports`;
    const feed = (
      await t.send(t.host, 'POST', imports, { name: 'Airbnb', url: feeds.url('/race.ics') })
    ).json();
    const guests = await Promise.all(BOOKINGS.map(() => t.signedIn()));

    // The bookings set off the moment the feed is asked for, so they race the sync's transaction.
    let booking: Promise<Awaited<ReturnType<typeof t.book>>[]> | undefined;
    feeds.route('/race.ics', (_, response) => {
      booking = Promise.all(
        BOOKINGS.map((b, i) => t.book(id, b.start, b.end, `${b.nights * 4725}.00`, guests[i])),
      );
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(icsOf(allDay(30, 45)));
    });
    const synced = await t.send(t.host, 'POST', `${imports}/${feed.id}/sync`);
    const answers = await booking!;
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().lastError).toBeNull();
    const outcomes = BOOKINGS.map((b, i) => ({
      ...b,
      status: answers[i]!.statusCode,
      body: answers[i]!.json(),
    }));
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 409)).toEqual([]);
    for (const lost of outcomes.filter((o) => o.status === 409))
      expect(lost.body.message).toBe('Those dates are no longer available');

    // Nothing shares a night: no booking sits on an imported night, however the requests fell.
    expect(await overlappingClaims(t.handle.db, id)).toEqual([]);
    // Every night of the feed is closed: by its block, or by a booking that came first.
    const res = await t.send(
      null,
      'GET',
      `/api/properties/${id}/availability?from=${FEED.start}&to=${FEED.end}`,
    );
    expect(res.json().nights.filter((n: { available: boolean }) => n.available)).toEqual([]);

    // The bookings on the feed's nights are exactly those the host is told of as clashes.
    const won = outcomes.filter((o) => o.status === 201);
    const onFeed = won.filter((o) => overlaps(o, FEED)).map((o) => o.body.booking.id as string);
    expect((await clashesOf(t.handle.db, feed.id)).sort()).toEqual(onFeed.sort());
    const imported = nightsOf(FEED.start, FEED.end).length;
    const booked = new Set(won.filter((o) => overlaps(o, FEED)).flatMap((o) => nightsOf(o.start, o.end)));
    const bookedOnFeed = [...booked].filter((n) => n >= FEED.start && n < FEED.end).length;
    expect((await t.send(t.host, 'GET', imports)).json().imports[0].importedNights).toBe(
      imported - bookedOnFeed,
    );
  });
});
