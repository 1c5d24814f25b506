import { m } from '#i18n/messages.js';
import type { UserStanding } from '../schemas/admin-users.ts';
import { formatIndiaDayIn } from './language/dates.ts';
import type { Language } from './language/languages.ts';
import { spokenLanguage } from './spoken-language.ts';

// A user's standing under the community-guidelines ladder (traveller §4; issue 13 §5): a ban lasts,
// a suspension ends by itself at its end instant (every check compares with now, no sweep).

export type StandingFacts = { suspendedUntil: Date | null; bannedAt: Date | null };
export type Standing = { standing: UserStanding; suspendedUntil: Date | null };

const DAY_MS = 86_400_000;

/** Banned above all; suspended while the suspension's end is still ahead; otherwise active. */
export function standingOf({ suspendedUntil, bannedAt }: StandingFacts, now: Date): Standing {
  if (bannedAt) return { standing: 'banned', suspendedUntil: null };
  if (suspendedUntil && suspendedUntil.getTime() > now.getTime())
    return { standing: 'suspended', suspendedUntil };
  return { standing: 'active', suspendedUntil: null };
}

/** When a suspension of `days` days given at `now` ends: that many whole days (of 24 hours) later. */
export function suspensionEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * The calendar day in India (Asia/Kolkata) of an instant, whatever zone runs this, in a language
 * (by default the one being written): "12 Mar 2027", Hindi "12 मार्च 2027".
 */
export function indiaDate(instant: Date | string, language: Language = spokenLanguage()): string {
  return formatIndiaDayIn(instant, language);
}

/** What a banned user is told (in `language`, by default the one being written). */
export const accountBanned = (language: Language = spokenLanguage()) =>
  m.rules_standing_banned({}, { locale: language });
export const accountSuspended = (until: Date | string, language: Language = spokenLanguage()) =>
  m.rules_standing_suspended_until({ date: indiaDate(until, language) }, { locale: language });

/** What a suspended or banned user is told when they sign in, book or list; null when active. */
export function standingRefusal(standing: Standing): string | null {
  if (standing.standing === 'banned') return accountBanned();
  if (standing.standing === 'suspended' && standing.suspendedUntil)
    return accountSuspended(standing.suspendedUntil);
  return null;
}

/**
 * Google sign-in refused for standing sends the browser to /auth with this query (`error=account_banned`,
 * or `error=account_suspended&until=<instant>`); standingErrorMessage reads it back there.
 */
export function standingErrorQuery(standing: Standing): string {
  if (standing.standing === 'suspended' && standing.suspendedUntil)
    return new URLSearchParams({
      error: 'account_suspended',
      until: standing.suspendedUntil.toISOString(),
    }).toString();
  return new URLSearchParams({ error: 'account_banned' }).toString();
}

/** The message for /auth's `error` (and `until`) query when it is about standing; null otherwise. */
export function standingErrorMessage(error: string | null, until: string | null): string | null {
  if (error === 'account_banned') return accountBanned();
  if (error !== 'account_suspended') return null;
  const end = until ? new Date(until) : null;
  return end && !Number.isNaN(end.getTime()) ? accountSuspended(end) : m.rules_standing_suspended();
}
