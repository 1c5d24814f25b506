import type { UserStanding } from '../schemas/admin-users.ts';
import { INDIA_TIME_ZONE } from './stay-clock.ts';
import { todayIn } from './stay-dates.ts';

// A user's standing under the community-guidelines ladder (traveller §4; issue 13 §5): a ban lasts,
// a suspension ends by itself at its end instant (every check compares with now, no sweep).

export type StandingFacts = { suspendedUntil: Date | null; bannedAt: Date | null };
export type Standing = { standing: UserStanding; suspendedUntil: Date | null };

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/** "12 Mar 2027": the calendar day in India (Asia/Kolkata) of an instant, whatever zone runs this. */
export function indiaDate(instant: Date | string): string {
  const [year, month, day] = todayIn(INDIA_TIME_ZONE, new Date(instant)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export const ACCOUNT_BANNED = 'Your account has been banned';
export const accountSuspended = (until: Date | string) =>
  `Your account is suspended until ${indiaDate(until)}`;

/** What a suspended or banned user is told when they sign in, book or list; null when active. */
export function standingRefusal(standing: Standing): string | null {
  if (standing.standing === 'banned') return ACCOUNT_BANNED;
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
  if (error === 'account_banned') return ACCOUNT_BANNED;
  if (error !== 'account_suspended') return null;
  const end = until ? new Date(until) : null;
  return end && !Number.isNaN(end.getTime()) ? accountSuspended(end) : 'Your account is suspended';
}
