import { type LookupAddress, lookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { literalAddress } from '../../../domain/rules/calendar-import/feed-address.ts';

// Reading a host's calendar feed from another platform (issue 27 §3, decision 107): a conditional
// GET with a time limit and a size cap, following a few redirects itself, and refusing to connect
// to any address the caller refuses (private and local ones: the feed URL is the host's to choose).

export type FeedValidators = { etag: string | null; lastModified: string | null };
export type FeedAnswer = { changed: false } | ({ changed: true; body: string } & FeedValidators);

export type FeedFetchRules = {
  /** Whether an IP address (the URL's own, or each one its name resolves to) must not be reached. */
  refuses: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
};

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 5;

/** Why a feed could not be read, in words for the host; `refusedAddress` when it was the address. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly refusedAddress?: string,
  ) {
    super(message);
  }
}

const refusedError = (address: string) =>
  new FeedFetchError(`The feed's address is private or local (${address})`, address);

/** dns.lookup, refusing a name when any address it resolves to is refused (checked at connect time). */
function guardedLookup(refuses: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const refused = addresses.find((a) => refuses(a.address));
      if (refused) return callback(refusedError(refused.address), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

type Hop = { response: IncomingMessage };

function request(url: URL, headers: Record<string, string>, rules: FeedFetchRules, signal: AbortSignal) {
  const literal = literalAddress(url.hostname);
  if (literal && rules.refuses(literal)) return Promise.reject(refusedError(literal));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    // A connection of its own (agent: false): a feed is read every half hour, and a pooled socket
    // would skip the address check of the lookup below.
    const options = { headers, signal, agent: false, lookup: guardedLookup(rules.refuses) };
    const req = client.get(url, options, (response) => resolve({ response }));
    req.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooBig = () => new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooBig();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy(); // stop reading: the rest is never downloaded
      throw tooBig();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** The host's words for a failure of the network below HTTP. */
function networkError(err: unknown, url: URL, timeoutMs: number): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  const { code, name } = err as { code?: string; name?: string };
  if (name === 'AbortError' || code === 'ABORT_ERR')
    return new FeedFetchError(`The feed did not answer within ${timeoutMs / 1000} seconds`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FeedFetchError(`The feed's host name does not resolve (${url.hostname})`);
  return new FeedFetchError(`The feed could not be reached (${code ?? (err as Error).message})`);
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a feed: `changed: false` when the server answers 304 to the validators of the last good read
 * (If-None-Match, If-Modified-Since). Throws FeedFetchError for everything else that is not a 200.
 */
export async function fetchFeed(
  address: string,
  validators: FeedValidators,
  rules: FeedFetchRules,
): Promise<FeedAnswer> {
  const timeoutMs = rules.timeoutMs ?? FEED_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'user-agent': rules.userAgent ?? 'Basera calendar sync',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;

  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      ({ response } = await request(url, headers, rules, signal));
    } catch (err) {
      throw networkError(err, url, timeoutMs);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status) && response.headers.location) {
      response.resume();
      if (redirects >= (rules.maxRedirects ?? FEED_MAX_REDIRECTS))
        throw new FeedFetchError(
          `The feed redirected more than ${rules.maxRedirects ?? FEED_MAX_REDIRECTS} times`,
        );
      const next = new URL(response.headers.location, url);
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw new FeedFetchError('The feed redirected to an address that is not http or https');
      url = next;
      continue;
    }
    if (status === 304) {
      response.resume();
      return { changed: false };
    }
    if (status !== 200) {
      response.resume();
      throw new FeedFetchError(`The feed answered ${status} ${response.statusMessage ?? ''}`.trim());
    }
    try {
      const body = await readBody(response, rules.maxBytes ?? FEED_MAX_BYTES);
      return {
        changed: true,
        body,
        etag: single(response.headers.etag),
        lastModified: single(response.headers['last-modified']),
      };
    } catch (err) {
      throw networkError(err, url, timeoutMs);
    }
  }
}
