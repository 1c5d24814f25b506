import { m } from '#i18n/messages.js';
import { formatPrice } from '../../../lib/formatters.ts';
import { MAX_PRICE_BOUND } from '../search-query.ts';

/** The price fields of the filters as typed. */
export type PriceDraft = { min: string; max: string };

export type PriceRangeCheck = {
  errors: { min?: string; max?: string };
  /** The bounds in whole rupees (null: no bound) when both fields are valid. */
  range: { minPrice: number | null; maxPrice: number | null } | null;
};

export const PRICE_NOT_A_NUMBER = m.search_price_not_a_number({ min: 0 });
export const PRICE_TOO_HIGH = m.search_price_too_high({ amount: formatPrice(`${MAX_PRICE_BOUND}.00`) });
export const PRICE_MAX_BELOW_MIN = m.search_price_max_below_min();

/** A typed price: '' for no bound, whole rupees ("14,500" and "₹14500" too), or an error message. */
function readPrice(text: string): { value: number | null } | { error: string } {
  const plain = text.replace(/[₹,\s]/g, '');
  if (!plain) return { value: null };
  if (!/^\d+$/.test(plain)) return { error: PRICE_NOT_A_NUMBER };
  const value = Number(plain);
  return value > MAX_PRICE_BOUND ? { error: PRICE_TOO_HIGH } : { value };
}

/** Checks the price range of the filters: numbers of 0 or more, the minimum not above the maximum. */
export function checkPriceRange(draft: PriceDraft): PriceRangeCheck {
  const min = readPrice(draft.min);
  const max = readPrice(draft.max);
  const errors: PriceRangeCheck['errors'] = {};
  if ('error' in min) errors.min = min.error;
  if ('error' in max) errors.max = max.error;
  if ('value' in min && 'value' in max) {
    if (min.value !== null && max.value !== null && min.value > max.value) errors.max = PRICE_MAX_BELOW_MIN;
    else return { errors, range: { minPrice: min.value, maxPrice: max.value } };
  }
  return { errors, range: null };
}

/** The fields' text for bounds already in the search. */
export function priceDraftOf(range: { minPrice: number | null; maxPrice: number | null }): PriceDraft {
  return {
    min: range.minPrice === null ? '' : String(range.minPrice),
    max: range.maxPrice === null ? '' : String(range.maxPrice),
  };
}
