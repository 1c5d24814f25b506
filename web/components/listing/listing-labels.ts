import { format } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { fromIsoDate } from '../../lib/calendar-dates.ts';

/** A listing's rating as the card shows it: "4.7" with "(12)", or "New" before its first review. */
export type RatingLabel =
  | { kind: 'rated'; score: string; reviews: string; spoken: string }
  | { kind: 'new'; spoken: string };

/**
 * The card's rating from the API's average ('4.67', two decimals, null before any review): one decimal,
 * rounded half up on the digits themselves (never through a float: '4.35' is 4.4, not 4.3).
 */
export function ratingLabel(averageRating: string | null, totalReviews: number): RatingLabel {
  const match = averageRating === null ? null : /^([0-5])\.(\d{2})$/.exec(averageRating);
  if (!match || totalReviews < 1) return { kind: 'new', spoken: 'New listing, no reviews yet' };
  const tenths = Math.round((Number(match[1]) * 100 + Number(match[2])) / 10);
  const score = `${Math.floor(tenths / 10)}.${tenths % 10}`;
  const reviewCount = totalReviews === 1 ? '1 review' : `${totalReviews} reviews`;
  return {
    kind: 'rated',
    score,
    reviews: `(${totalReviews})`,
    spoken: `Rated ${score} out of 5 from ${reviewCount}`,
  };
}

/**
 * The owner's time on Basera from the date they joined (`memberSince`): "On Basera since Nov 2024".
 * It says when they joined, which is what the data knows (not when they first hosted) and stays true
 * without a clock. Null for a date that cannot be read.
 */
export function memberSinceLabel(memberSince: string): string | null {
  const date = fromIsoDate(memberSince);
  return date ? `On Basera since ${format(date, 'MMM yyyy', { locale: enIN })}` : null;
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
