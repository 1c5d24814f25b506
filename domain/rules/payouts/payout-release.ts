import { checkInInstant } from '../refund-quote.ts';

const HOUR_MS = 3_600_000;

/** What fixes a payout's release: the stay's check-in date and the listing's check-in time and zone. */
export type PayoutStay = {
  /** YYYY-MM-DD on the listing's calendar. */
  checkInDate: string;
  /** HH:mm, the listing's check-in time. */
  checkInTime: string;
  /** The listing's IANA zone (Asia/Kolkata unless the listing says otherwise). */
  timeZone: string;
};

/**
 * When a stay's payout is released (issue 25 §2): the listing's check-in time on the check-in date,
 * in the listing's zone, plus PAYOUT_HOLD_HOURS of elapsed time. An instant: the same whatever zone
 * the server runs in.
 */
export function payoutReleaseAt(stay: PayoutStay, holdHours: number): Date {
  if (!Number.isFinite(holdHours) || holdHours < 0)
    throw new RangeError(`A payout hold is zero or more hours: ${holdHours}`);
  const checkIn = checkInInstant(stay.checkInDate, stay.checkInTime, stay.timeZone);
  return new Date(checkIn.getTime() + Math.round(holdHours * HOUR_MS));
}
