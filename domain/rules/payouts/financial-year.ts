import { INDIA_TIME_ZONE, listingToday } from '../stay-clock.ts';

// India's financial year runs from 1 April to 31 March (Income-tax Act: the "previous year", now the
// "tax year"), named by its two calendar years: "2026-27" is 1 Apr 2026 to 31 Mar 2027. A payout
// belongs to the year of the day it is credited to the host, its release time read on India's
// calendar (decision 95).

/** "2026-27": four digits, a hyphen, the next year's last two. */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

export type FinancialYear = {
  /** "2026-27". */
  label: string;
  /** 1 April of its first year and of the next (YYYY-MM-DD): dates within [firstDay, nextFirstDay). */
  firstDay: string;
  nextFirstDay: string;
};

/** The year named "2026-27", or undefined when the label is not one (the second part must follow the first). */
export function financialYear(label: string): FinancialYear | undefined {
  const match = FINANCIAL_YEAR_PATTERN.exec(label);
  if (!match) return undefined;
  const first = Number(match[1]);
  if (first < 2000 || (first + 1) % 100 !== Number(match[2])) return undefined;
  return { label, firstDay: `${first}-04-01`, nextFirstDay: `${first + 1}-04-01` };
}

/** The financial year a calendar date (YYYY-MM-DD) falls in. */
export function financialYearOfDate(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const first = date.slice(5) >= '04-01' ? year : year - 1;
  return financialYear(`${first}-${String((first + 1) % 100).padStart(2, '0')}`)!;
}

/** India's calendar date of an instant. */
export const indiaDateOf = (instant: Date): string => listingToday(INDIA_TIME_ZONE, instant);

/** The financial year in India at the instant `now`. */
export const currentFinancialYear = (now: Date): FinancialYear => financialYearOfDate(indiaDateOf(now));

/** The instant a calendar date (YYYY-MM-DD) begins in India (UTC+05:30 all year). */
export const indiaMidnight = (date: string): Date => new Date(`${date}T00:00:00+05:30`);
