import { AdminPlaceholder } from '../admin-placeholder.tsx';

// One screen per catalogue, each built from its definition (domain/catalogues.ts).
export const AdminDestinationsPage = () => <AdminPlaceholder title="Destinations" />;
export const AdminAmenitiesPage = () => <AdminPlaceholder title="Amenities" />;
export const AdminRatingsPage = () => <AdminPlaceholder title="Rating Parameters" />;
export const AdminBadgesPage = () => <AdminPlaceholder title="Badge Management" />;
export const AdminPropertyTypesPage = () => <AdminPlaceholder title="Property Types" />;
export const AdminContactsPage = () => <AdminPlaceholder title="Contact Management" />;
