export { PaymentsPage } from './payments/payments-page.tsx';
export { ProfilePage } from './profile/profile-page.tsx';
export { VerifyEmailPage } from './verify-email/verify-email-page.tsx';
