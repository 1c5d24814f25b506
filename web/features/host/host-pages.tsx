import type { ReactNode } from 'react';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export const OwnerDashboardPage = () => <PlaceholderPage title="Your listings" />;
export const OwnerCalendarPage = () => <PlaceholderPage title="Calendar" />;
export const ReservationsPage = () => <PlaceholderPage title="Reservations" />;
export const OwnerPropertyPage = ({ id, preview }: { id: string; preview: ReactNode }) => (
  <PlaceholderPage title="Property">
    This page is being built. It will show property {id}.{preview}
  </PlaceholderPage>
);
