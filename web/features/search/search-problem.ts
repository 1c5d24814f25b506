import { m } from '#i18n/messages.js';
import { serverMessageWithFieldOf } from '../../lib/api-client.ts';

/** The search parameters in words, for the server's reasons (`checkOut: must be after checkIn`). */
const fieldWords: Record<string, string> = {
  location: m.search_field_location(),
  checkIn: m.search_field_check_in(),
  checkOut: m.search_field_check_out(),
  guests: m.search_field_guests(),
  minPrice: m.search_field_min_price(),
  maxPrice: m.search_field_max_price(),
  propertyTypeId: m.search_field_property_type(),
  amenityIds: m.search_field_amenities(),
  sort: m.search_field_sort(),
  cursor: m.search_field_page(),
  limit: m.search_field_page_size(),
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why the server refused a search, as a sentence: `querystring checkOut: must be after checkIn` reads
 * "Check-out must be after check-in." and `checkIn: must not be in the past` reads "Check-in must not
 * be in the past." Null when the server said nothing readable.
 */
export function searchProblemOf(error: unknown): string | null {
  const message = serverMessageWithFieldOf(error)?.trim();
  if (!message) return null;
  const match = /^(?:querystring )?([a-zA-Z]+): (\S[\s\S]*)$/.exec(message);
  const field = match?.[1] && fieldWords[match[1]];
  if (!match?.[2] || !field) return message;
  const reason = match[2].replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (name) => fieldWords[name] ?? name);
  const sentence = /^(must|is|are)\b/.test(reason) ? `${field} ${reason}` : `${field}: ${reason}`;
  return capitalised(sentence.endsWith('.') ? sentence : `${sentence}.`);
}
