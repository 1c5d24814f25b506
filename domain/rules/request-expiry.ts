// A contact request holds its nights until the host answers, for REQUEST_EXPIRY_HOURS (an operator
// setting, 48 by default): past that it has expired, even before the sweep marks it (decision 59).

const HOUR_MS = 3_600_000;

/** When a request made at `madeAt` expires unanswered. */
export function requestAnswerBy(madeAt: Date | string, expiryHours: number): Date {
  return new Date(new Date(madeAt).getTime() + expiryHours * HOUR_MS);
}

/** Requests made before this instant have expired at `now`. */
export function requestsExpireIfMadeBefore(now: Date, expiryHours: number): Date {
  return new Date(now.getTime() - expiryHours * HOUR_MS);
}

/** Too late to answer: strictly after the answer-by instant. */
export function requestHasLapsed(madeAt: Date | string, now: Date, expiryHours: number): boolean {
  return now.getTime() > requestAnswerBy(madeAt, expiryHours).getTime();
}
