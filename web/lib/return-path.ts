import { paths } from './paths.ts';

/** The query parameter that carries where to go after signing in: `/auth?next=/trips`. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://basera.invalid';

/**
 * A `next` value we may send the browser to after signing in, or null. Only a path on this site:
 * it starts with one '/' (not '//' or '/\', which browsers read as another host), carries no scheme,
 * host or control character, and is not the sign-in page itself. Never an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === paths.auth || url.pathname === paths.adminLogin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that brings the visitor back to `returnTo` (a path with its query). */
export function signInPathFor(signInPage: string, returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === paths.home) return signInPage;
  return `${signInPage}?${new URLSearchParams({ [NEXT_PARAM]: safe })}`;
}

/** Where to go after signing in: the `next` of the sign-in page's query when safe, else `fallback`. */
export function returnPathFrom(search: string, fallback: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? fallback;
}
