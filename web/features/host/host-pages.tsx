import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export const OwnerDashboardPage = () => <PlaceholderPage title="Your listings" />;
export const OwnerCalendarPage = () => <PlaceholderPage title="Calendar" />;
export const ReservationsPage = () => <PlaceholderPage title="Reservations" />;
export const OwnerPropertyPage = ({ id }: { id: string }) => (
  <PlaceholderPage title="Property">This page is being built. It will show property {id}.</PlaceholderPage>
);
export const OwnerPropertyEditPage = ({ id }: { id: string }) => (
  <PlaceholderPage title="Edit property">
    This page is being built. It will edit property {id}.
  </PlaceholderPage>
);
