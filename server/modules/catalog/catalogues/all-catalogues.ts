import type { CatalogueKey } from '../../../../domain/catalogues.ts';
import type { ServerCatalogue } from '../catalog.repository.ts';
import { amenityCatalogue } from './amenities.ts';
import { badgeCatalogue } from './badges.ts';
import { contactCatalogue } from './contacts.ts';
import { destinationCatalogue } from './destinations.ts';
import { propertyTypeCatalogue } from './property-types.ts';
import { ratingParameterCatalogue } from './rating-parameters.ts';
import { taxRegistrationCatalogue } from './tax-registrations.ts';

/** Every catalogue of domain/catalogues.ts with its database side (a key without one does not compile). */
export const serverCatalogues: Record<CatalogueKey, ServerCatalogue> = {
  destinations: destinationCatalogue,
  amenities: amenityCatalogue,
  ratingParameters: ratingParameterCatalogue,
  badges: badgeCatalogue,
  propertyTypes: propertyTypeCatalogue,
  contacts: contactCatalogue,
  taxRegistrations: taxRegistrationCatalogue,
};
