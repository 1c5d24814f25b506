import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusedAddress } from '../../../domain/rules/calendar-import/feed-address.ts';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.ts';
import { fetchFeed } from './feed-fetch.ts';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const none = { etag: null, lastModified: null };
const open = { refuses: () => false };

describe('fetchFeed', () => {
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(() => feeds.close());

  it('reads a feed with its validators, and answers unchanged to a 304 for them', async () => {
    feeds.serveIcs('/a.ics', ICS, '"v1"');
    expect(await fetchFeed(feeds.url('/a.ics'), none, open)).toEqual({
      changed: true,
      body: ICS,
      etag: '"v1"',
      lastModified: null,
    });
    expect(
      await fetchFeed(
        feeds.url('/a.ics'),
        { etag: '"v1"', lastModified: 'Mon, 01 Mar 2027 10:00:00 GMT' },
        open,
      ),
    ).toEqual({
      changed: false,
    });
    expect(feeds.requests.at(-1)).toEqual({
      path: '/a.ics',
      ifNoneMatch: '"v1"',
      ifModifiedSince: 'Mon, 01 Mar 2027 10:00:00 GMT',
    });
  });

  it('follows redirects itself, a few at most', async () => {
    feeds.route('/moved', (_, res) => res.writeHead(301, { location: '/a.ics' }).end());
    expect(await fetchFeed(feeds.url('/moved'), none, open)).toMatchObject({ changed: true, body: ICS });
    feeds.route('/loop', (_, res) => res.writeHead(302, { location: '/loop' }).end());
    await expect(fetchFeed(feeds.url('/loop'), none, open)).rejects.toThrow(
      'The feed redirected more than 5 times',
    );
  });

  it('refuses a private address before connecting, and one a redirect or a name leads to', async () => {
    const before = feeds.requests.length;
    const refused = fetchFeed(feeds.url('/a.ics'), none, { refuses: isRefusedAddress });
    await expect(refused).rejects.toThrow("The feed's address is private or local (127.0.0.1)");
    await expect(refused).rejects.toMatchObject({ refusedAddress: '127.0.0.1' });
    expect(feeds.requests.length).toBe(before);

    // 127.0.0.1 allowed, 127.0.0.2 not: the redirect's address is checked as the first one was.
    const only2 = { refuses: (a: string) => a === '127.0.0.2' };
    feeds.route('/to-2', (_, res) => res.writeHead(307, { location: 'http://127.0.0.2:9/x.ics' }).end());
    await expect(fetchFeed(feeds.url('/to-2'), none, only2)).rejects.toThrow(
      "The feed's address is private or local (127.0.0.2)",
    );
    // A name is resolved and each of its addresses checked when connecting.
    const port = new URL(feeds.url('/')).port;
    await expect(
      fetchFeed(`http://localhost:${port}/a.ics`, none, { refuses: isRefusedAddress }),
    ).rejects.toThrow(/^The feed's address is private or local \((127\.0\.0\.1|::1)\)$/);
  });

  it('stops reading past the size cap, and gives up after the time limit', async () => {
    feeds.route('/big', (_, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'A');
      for (let i = 0; i < 40; i++) res.write(chunk); // 2.5 MB, no Content-Length
      res.end();
    });
    await expect(fetchFeed(feeds.url('/big'), none, open)).rejects.toThrow('The feed is larger than 2 MB');
    feeds.route('/said-big', (_, res) =>
      res.writeHead(200, { 'content-length': String(3 * 1024 * 1024) }).end(),
    );
    await expect(fetchFeed(feeds.url('/said-big'), none, open)).rejects.toThrow(
      'The feed is larger than 2 MB',
    );

    feeds.route('/slow', () => {}); // never answers
    await expect(fetchFeed(feeds.url('/slow'), none, { ...open, timeoutMs: 300 })).rejects.toThrow(
      'The feed did not answer within 0.3 seconds',
    );
  });

  it('names the status of any other answer', async () => {
    await expect(fetchFeed(feeds.url('/nothing'), none, open)).rejects.toThrow(
      'The feed answered 404 Not Found',
    );
  });
});
