import { ComingSoonPage } from '../../components/layout/placeholder-page.tsx';

export { PaymentsPage } from './payments/payments-page.tsx';
export { ProfilePage } from './profile/profile-page.tsx';
export { VerifyEmailPage } from './verify-email/verify-email-page.tsx';
export const MessagesPage = () => <ComingSoonPage title="Messages" />;
export const NotificationsPage = () => <ComingSoonPage title="Notifications" />;
