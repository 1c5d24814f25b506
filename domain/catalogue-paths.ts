/**
 * Each catalogue's address part (GET /api/{path}, /api/admin/{path}), apart from its zod schemas in
 * domain/catalogues.ts: the web's catalogue fetchers need only these words, and a page that lists
 * destinations should not download the schemas that validate an admin's edits (decision 111).
 */
export const cataloguePaths = {
  destinations: 'destinations',
  amenities: 'amenities',
  ratingParameters: 'rating-parameters',
  badges: 'badges',
  propertyTypes: 'property-types',
  contacts: 'contacts',
  taxRegistrations: 'tax-registrations',
} as const;

export type CatalogueKey = keyof typeof cataloguePaths;
