import { ComingSoonPage, PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export { PaymentsPage } from './payments/payments-page.tsx';
export const ProfilePage = () => <PlaceholderPage title="Profile" />;
export const MessagesPage = () => <ComingSoonPage title="Messages" />;
export const NotificationsPage = () => <ComingSoonPage title="Notifications" />;
