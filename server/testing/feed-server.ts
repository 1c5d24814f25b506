import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedRoute = (request: IncomingMessage, response: ServerResponse) => void;

export type FeedServer = {
  /** http://127.0.0.1:PORT + path */
  url(path: string): string;
  /** What GET path answers from now on (an unknown path is 404). */
  route(path: string, handler: FeedRoute): void;
  /** Serves an .ics with an ETag, answering 304 to a matching If-None-Match. */
  serveIcs(path: string, ics: string, etag?: string): void;
  /** Every request so far: its path and conditional headers. */
  requests: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[];
  close(): Promise<void>;
};

/** A local HTTP server standing in for another platform's calendar feeds (tests and journeys). */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({
      path,
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: request.headers['if-modified-since'],
    });
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    route: (path, handler) => routes.set(path, handler),
    serveIcs(path, ics, etag = `"${ics.length}-${Buffer.from(ics).toString('base64').slice(-12)}"`) {
      routes.set(path, (request, response) => {
        if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(ics);
      });
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
