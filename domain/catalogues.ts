import type { z } from 'zod';
import { type CatalogueKey, cataloguePaths } from './catalogue-paths.ts';
import {
  amenity,
  badge,
  contact,
  destination,
  propertyType,
  ratingParameter,
  taxRegistration,
} from './schemas/catalog.ts';
import {
  amenityInput,
  badgeInput,
  contactInput,
  destinationInput,
  propertyTypeInput,
  ratingParameterInput,
  taxRegistrationInput,
} from './schemas/catalog-inputs.ts';

/**
 * The admin catalogues (admin-and-host §2-§8, and Basera's GST registrations of issue 24), described once. The server builds each one's
 * routes and repository from its entry (plus its table), the web builds each admin screen from it
 * (plus the screen's fields): another catalogue is one entry here and one small file on each side.
 */
export type CatalogueDefinition<Item extends z.ZodType = z.ZodType, Input extends z.ZodType = z.ZodType> = {
  /** The address part: GET /api/{path}, POST /api/admin/{path}, PUT|DELETE /api/admin/{path}/{id}. */
  path: string;
  /** Lower-case singular as the spec's messages use it: "Destination created successfully". */
  noun: string;
  /** Lower-case plural: "Loading destinations...". */
  plural: string;
  item: Item;
  input: Input;
  /** Items with an active flag: the public list shows only the active ones. */
  hasActiveFlag: boolean;
};

const define = <Item extends z.ZodType, Input extends z.ZodType>(d: CatalogueDefinition<Item, Input>) => d;

export const catalogues = {
  destinations: define({
    path: cataloguePaths.destinations,
    noun: 'destination',
    plural: 'destinations',
    item: destination,
    input: destinationInput,
    hasActiveFlag: true,
  }),
  amenities: define({
    path: cataloguePaths.amenities,
    noun: 'amenity',
    plural: 'amenities',
    item: amenity,
    input: amenityInput,
    hasActiveFlag: true,
  }),
  ratingParameters: define({
    path: cataloguePaths.ratingParameters,
    noun: 'rating parameter',
    plural: 'rating parameters',
    item: ratingParameter,
    input: ratingParameterInput,
    hasActiveFlag: true,
  }),
  badges: define({
    path: cataloguePaths.badges,
    noun: 'badge',
    plural: 'badges',
    item: badge,
    input: badgeInput,
    hasActiveFlag: false,
  }),
  propertyTypes: define({
    path: cataloguePaths.propertyTypes,
    noun: 'property type',
    plural: 'property types',
    item: propertyType,
    input: propertyTypeInput,
    hasActiveFlag: false,
  }),
  contacts: define({
    path: cataloguePaths.contacts,
    noun: 'contact',
    plural: 'contacts',
    item: contact,
    input: contactInput,
    hasActiveFlag: false,
  }),
  taxRegistrations: define({
    path: cataloguePaths.taxRegistrations,
    noun: 'tax registration',
    plural: 'tax registrations',
    item: taxRegistration,
    input: taxRegistrationInput,
    hasActiveFlag: false,
  }),
} satisfies Record<CatalogueKey, CatalogueDefinition>;

export type { CatalogueKey };
