import { format } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { m } from '#i18n/messages.js';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { fromIsoDate } from '../../lib/calendar-dates.ts';
import { dateLocale, pageLanguage } from '../../lib/language.ts';

/** A listing's rating as the card shows it: "4.7" with "(12)", or "New" before its first review. */
export type RatingLabel =
  | { kind: 'rated'; score: string; reviews: string; spoken: string }
  | { kind: 'new'; spoken: string };

/**
 * The card's rating from the API's average ('4.67', two decimals, null before any review): one decimal,
 * rounded half up on the digits themselves (never through a float: '4.35' is 4.4, not 4.3).
 */
export function ratingLabel(averageRating: string | null, totalReviews: number): RatingLabel {
  const score = oneDecimalRating(averageRating);
  if (score === null || totalReviews < 1) return { kind: 'new', spoken: m.ui_listing_new_spoken() };
  return {
    kind: 'rated',
    score,
    reviews: `(${totalReviews})`,
    spoken: m.ui_listing_rated_spoken({ score, count: totalReviews }),
  };
}

/** A rating with two decimals ('4.65') to one ('4.7'), rounded half up on its digits; null if unreadable. */
export function oneDecimalRating(rating: string | null): string | null {
  const match = rating === null ? null : /^([0-5])\.(\d{2})$/.exec(rating);
  if (!match) return null;
  const tenths = Math.round((Number(match[1]) * 100 + Number(match[2])) / 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * The owner's time on Basera from the date they joined (`memberSince`): "On Basera since Nov 2024".
 * It says when they joined, which is what the data knows (not when they first hosted) and stays true
 * without a clock. Null for a date that cannot be read.
 */
export function memberSinceLabel(memberSince: string): string | null {
  const date = fromIsoDate(memberSince);
  if (!date) return null;
  // Hindi writes the month whole ("नवंबर 2024"), English short ("Nov 2024").
  const month =
    pageLanguage === 'hi'
      ? format(date, 'MMMM yyyy', { locale: dateLocale })
      : format(date, 'MMM yyyy', { locale: enIN });
  return m.ui_listing_member_since({ date: month });
}

/**
 * Where the listing is: its own city and state ("Anjuna, Goa"); the destination it belongs to only when
 * the listing has neither.
 */
export function placeLabel(card: Pick<PropertyCard, 'city' | 'state' | 'destination'>): string {
  const own = [card.city, card.state].map((part) => part?.trim()).filter(Boolean);
  if (own.length > 0) {
    if (own.length === 1 && card.destination) {
      const fill = card.city?.trim() ? card.destination.state : card.destination.city;
      return (card.city?.trim() ? [own[0], fill] : [fill, own[0]]).join(', ');
    }
    return own.join(', ');
  }
  return card.destination ? `${card.destination.city}, ${card.destination.state}` : '';
}

/** "2:00 pm" from '14:00' (or '14:00:00'); anything else as it is. */
export function clockText(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** Google Maps directions to a point; opens in a new tab. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
