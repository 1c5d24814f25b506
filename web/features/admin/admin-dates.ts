import { INDIA_TIME_ZONE } from '../../../domain/rules/stay-clock.ts';
import { indiaDate } from '../../../domain/rules/user-standing.ts';
import { pageLanguage } from '../../lib/language.ts';

// Hindi writes the month whole ("12 मार्च 2027"), on India's calendar as English does ("12 Mar 2027").
const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The calendar day of an instant in India, in the page's language: "12 Mar 2027", "12 मार्च 2027". */
export function adminDate(instant: Date | string): string {
  return pageLanguage === 'hi' ? hindiDay.format(new Date(instant)) : indiaDate(instant);
}
