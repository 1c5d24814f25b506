import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

// The owner's pages, by the names the router imports.
export { OwnerDashboardPage } from './dashboard/owner-dashboard-page.tsx';
export { OwnerPropertyPage } from './owner-property/owner-property-page.tsx';

export const OwnerCalendarPage = () => <PlaceholderPage title="Calendar" />;
export const ReservationsPage = () => <PlaceholderPage title="Reservations" />;
