import { calendarDate } from '../calendar-date.ts';
import { INDIA_TIME_ZONE } from '../stay-clock.ts';
import { todayIn } from '../stay-dates.ts';
import type { Language } from './languages.ts';

// Days as mails and notifications write them in a person's language (decision 110): English keeps
// its short month ("12 Mar 2027"); Hindi writes the month whole, with Latin digits ("12 मार्च 2027").

// Made on first use: a browser's first Intl.DateTimeFormat loads ICU data (decision 131), and the
// sign-in page imports this module for English readers who never need it.
let hindiDay: Intl.DateTimeFormat | undefined;

/** '2027-03-12' → en '12 Mar 2027', hi '12 मार्च 2027': a calendar date, so no time zone can shift it. */
export function formatDayIn(isoDate: string, language: Language): string {
  if (language === 'en') return calendarDate(isoDate);
  hindiDay ??= new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return hindiDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The calendar day in India (Asia/Kolkata) of an instant, in a language, whatever zone runs this. */
export function formatIndiaDayIn(instant: Date | string, language: Language): string {
  return formatDayIn(todayIn(INDIA_TIME_ZONE, new Date(instant)), language);
}
