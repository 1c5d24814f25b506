import { format } from 'date-fns';
import { formatRupees } from '../../domain/money.ts';
import { dateLocale, pageLanguage } from './language.ts';

/** "₹4,500" from the API's decimal rupee string ("4500.00"); Indian digit grouping. */
export function formatPrice(rupees: string): string {
  try {
    return formatRupees(rupees, pageLanguage);
  } catch {
    return '₹—';
  }
}

/** "₹1,350.18" from an API's whole number of paise (a `…Paise` field); Indian digit grouping. */
export function formatPaise(paise: number): string {
  try {
    return formatRupees(paise, pageLanguage);
  } catch {
    return '₹—';
  }
}

/** "12 Mar 2027" for an instant (ISO 8601), on the reader's calendar; empty when it cannot be read. */
export function formatDate(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  // Hindi writes the month whole ("12 मार्च 2027"): its short forms ("सित") are not what readers expect.
  return format(date, pageLanguage === 'hi' ? 'd MMMM yyyy' : 'd MMM yyyy', { locale: dateLocale });
}

/** When something happened, for lists: "14:05" today, else "12 Mar, 14:05" (with the year when not this year's). */
export function formatWhen(instant: string, now = new Date()): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  if (at.toDateString() === now.toDateString()) return format(at, 'HH:mm');
  const month = pageLanguage === 'hi' ? 'MMMM' : 'MMM';
  return format(at, at.getFullYear() === now.getFullYear() ? `d ${month}, HH:mm` : `d ${month} yyyy, HH:mm`, {
    locale: dateLocale,
  });
}
