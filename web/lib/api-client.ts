import { pageLanguage } from './language.ts';
/**
 * The one way the web app talks to the server. Every request sends cookies; a non-OK answer
 * becomes an Error whose message is "status: body text" (or the status text when the body is
 * empty), as traveller spec §7 describes.
 */

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${bodyText}`);
}

/** `signal` cancels the request (TanStack Query aborts a query nobody waits for any more). */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers:
      body === undefined
        ? { 'Accept-Language': pageLanguage }
        : { 'Accept-Language': pageLanguage, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** GET a JSON answer. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await apiRequest('GET', url, undefined, signal);
  return (await response.json()) as T;
}

/**
 * The target of a Link header's `rel="next"` link (RFC 8288: `<url>; rel="next"`, links separated by
 * commas, rel may hold several space-separated types), or null when there is none.
 */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  for (const [, target, params] of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params ?? '');
    const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (target && types.includes('next')) return target;
  }
  return null;
}

/** GET one page of a paged JSON list: its body and the next page's URL from the Link header (null on the last). */
export async function getJsonPage<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ data: T; next: string | null }> {
  const response = await apiRequest('GET', url, undefined, signal);
  return { data: (await response.json()) as T, next: nextLinkOf(response.headers.get('link')) };
}

/** Send a JSON body and read a JSON answer (an empty 2xx answer reads as undefined). */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET whose 401 answer means "nobody": resolves to null instead of throwing. */
export async function getJsonOrNullOn401<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: { 'Accept-Language': pageLanguage } });
  if (response.status === 401) {
    // Read the body anyway: an unread (compressed, chunked) answer keeps the request open.
    await response.text().catch(() => '');
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The HTTP status carried by an error made by throwIfNotOk, if any. */
export function statusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * The server names the field of a validation failure (`token: Invalid or expired reset link`); a
 * person reads the reason alone. Only a field path (`token`, `guests.adults`) is taken off.
 */
export function withoutFieldPrefix(message: string): string {
  const match = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*: (\S[\s\S]*)$/.exec(message);
  return match?.[1] ?? message;
}

/**
 * The server's own words for a failure: the `message` of its `{ "message": ... }` body, or the
 * plain body text. Null when there is nothing readable (so callers fall back to the spec's text).
 */
export function serverMessageOf(error: unknown): string | null {
  const found = readServerMessage(error);
  if (!found) return null;
  return found.json ? withoutFieldPrefix(found.text) : found.text;
}

/**
 * As serverMessageOf, but keeping the field the server names (`checkIn: must not be in the past`,
 * `querystring checkOut: must be after checkIn`), for a page that puts the field into words itself.
 */
export function serverMessageWithFieldOf(error: unknown): string | null {
  return readServerMessage(error)?.text ?? null;
}

function readServerMessage(error: unknown): { text: string; json: boolean } | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  const body = match[1]?.trim() ?? '';
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      return typeof message === 'string' && message.trim() ? { text: message, json: true } : null;
    }
    return null;
  } catch {
    // Not JSON: show short plain text, never an HTML error page.
    return body.length <= 200 && !body.startsWith('<') ? { text: body, json: false } : null;
  }
}
