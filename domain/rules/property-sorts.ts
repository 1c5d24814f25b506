/** The search's sort orders (GET /api/properties?sort=), free of zod: the home page reads them from its address. */
export const PROPERTY_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
