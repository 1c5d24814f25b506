import { CataloguePage } from './catalogue-page.tsx';
import { amenitiesScreen } from './screens/amenities.screen.ts';
import { badgesScreen } from './screens/badges.screen.ts';
import { contactsScreen } from './screens/contacts.screen.ts';
import { destinationsScreen } from './screens/destinations.screen.ts';
import { propertyTypesScreen } from './screens/property-types.screen.ts';
import { ratingParametersScreen } from './screens/rating-parameters.screen.ts';
import { taxRegistrationsScreen } from './screens/tax-registrations.screen.ts';

// One screen per catalogue, each built from its definition (domain/catalogues.ts) and its screen file.
export const AdminDestinationsPage = () => <CataloguePage screen={destinationsScreen} />;
export const AdminAmenitiesPage = () => <CataloguePage screen={amenitiesScreen} />;
export const AdminRatingsPage = () => <CataloguePage screen={ratingParametersScreen} />;
export const AdminBadgesPage = () => <CataloguePage screen={badgesScreen} />;
export const AdminPropertyTypesPage = () => <CataloguePage screen={propertyTypesScreen} />;
export const AdminContactsPage = () => <CataloguePage screen={contactsScreen} />;
export const AdminTaxRegistrationsPage = () => <CataloguePage screen={taxRegistrationsScreen} />;
