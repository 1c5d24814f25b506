// The owner's pages, by the names the router imports.
export { OwnerCalendarPage } from './calendar/owner-calendar-page.tsx';
export { OwnerDashboardPage } from './dashboard/owner-dashboard-page.tsx';
export { EarningsPage } from './earnings/earnings-page.tsx';
export { OwnerPropertyPage } from './owner-property/owner-property-page.tsx';
export { PayoutAccountPage } from './payouts/payout-account-page.tsx';
export { ReservationsPage } from './reservations/reservations-page.tsx';
export { TaxRegistrationsPage } from './tax/tax-registrations-page.tsx';
