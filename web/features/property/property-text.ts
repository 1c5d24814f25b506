import { format as formatDate } from 'date-fns';
import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../domain/rules/language/languages.ts';
import { INDIA_TIME_ZONE } from '../../../domain/rules/stay-clock.ts';
import { INDIA_OFFSET_MS } from '../../../domain/rules/stay-dates.ts';
import { oneDecimalRating } from '../../components/listing/listing-labels.ts';
import { dateLocale, pageLanguage } from '../../lib/language.ts';

// The words the property page builds from its data, kept pure so they are tested.

/** "4.7" from the API's '4.67' (rounded half up, on whole hundredths, no floats); "New" before a review. */
export function ratingText(averageRating: string | null): string {
  return oneDecimalRating(averageRating) ?? m.property_rating_new();
}

/** "1 guest" / "4 guests". */
export function guestLabel(count: number): string {
  return m.property_guest_count({ count });
}

/** "12 reviews", "1 review", "No reviews yet". */
export function reviewCountText(count: number): string {
  return count === 0 ? m.property_no_reviews() : m.property_review_count({ count });
}

// India keeps UTC+05:30 all year (no summer time since 1945), so its month needs no time-zone data:
// a browser's first Intl.DateTimeFormat with a zone loads ICU's, 60–70 ms of a phone's first render
// at 4x slowdown (issue 29). date-fns writes the month as Intl does (property-text.test.ts).
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthInZone(date: Date, timeZone: string): string {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(pageLanguage), {
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    monthFormats.set(timeZone, format);
  }
  return format.format(date);
}

function monthInIndia(date: Date): string {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  const firstOfMonth = new Date(india.getUTCFullYear(), india.getUTCMonth(), 1);
  return formatDate(firstOfMonth, 'MMMM yyyy', { locale: dateLocale });
}

/** The month and year a review was written, "March 2026", in the property's time zone (else India's). */
export function reviewMonth(createdAt: string, timeZone: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone !== INDIA_TIME_ZONE) {
    try {
      return monthInZone(date, timeZone);
    } catch {
      // Not a zone this browser knows: India's, the default listing zone.
    }
  }
  return monthInIndia(date);
}

/** Whether an amenity or the safety notes mention a smoke alarm (or detector). */
export function mentionsSmokeAlarm(texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((text) => !!text && /smoke\s*(alarm|detector)/i.test(text));
}

/** "Asha Rao", or "Your host" when the owner gave no name. */
export function hostName(owner: { firstName: string | null; lastName: string | null }): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(' ') || m.property_your_host();
}

/** Whether an amenity's icon is an image URL (else it is an emoji or a word to show as text). */
export function isImageIcon(icon: string): boolean {
  return /^(https?:\/\/|\/)/.test(icon.trim());
}

/** "Response from Ravi", or "Response from the host" when the owner gave no first name. */
export function responseFrom(firstName: string | null): string {
  return firstName?.trim()
    ? m.property_response_from({ name: firstName.trim() })
    : m.property_response_from_host();
}

/** How wide a parameter's bar is drawn: its average '4.80' out of 5, as a percentage (0 when unreadable). */
export function averageBarPercent(average: string): number {
  const value = Number(average);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, (value / 5) * 100)) : 0;
}

/** Whether the signed-in user owns the listing, so may respond to its reviews. */
export function viewerOwnsListing(owner: { id: string }, userId: string | null | undefined): boolean {
  return !!userId && owner.id === userId;
}
