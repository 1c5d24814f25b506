/**
 * The response header naming the place a search's `location` was found as (percent-encoded UTF-8).
 * Kept out of the zod schema module so the home page reads it without zod (decision 111).
 */
export const MATCHED_PLACE_HEADER = 'matched-place';
