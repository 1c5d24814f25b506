import { safeReturnPath } from '../../domain/rules/return-path.ts';
import { paths } from './paths.ts';

/** The query parameter that carries where to go after signing in: `/auth?next=/trips`. */
export const NEXT_PARAM = 'next';

export { safeReturnPath };

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
