import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import {
  RequireAdmin,
  RequireOwner,
  RequireSignedOut,
  RequireUser,
} from './components/layout/route-guards.tsx';
import { ScrollToTopOnNavigate } from './components/layout/scroll-restoration.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import {
  MessagesPage,
  NotificationsPage,
  PaymentsPage,
  ProfilePage,
} from './features/account/account-pages.tsx';
import {
  OwnerCalendarPage,
  OwnerDashboardPage,
  OwnerPropertyEditPage,
  OwnerPropertyPage,
  ReservationsPage,
} from './features/host/host-pages.tsx';
import {
  CancellationPolicyPage,
  CommunityGuidelinesPage,
  ContactPage,
  CookiePolicyPage,
  HelpCenterPage,
  HelpPage,
  InteriorDesignPage,
  LandingPage,
  NotFoundPage,
  PrivacyPolicyPage,
  PrivacySettingsPage,
  PropertyManagementPage,
  SafetyInformationPage,
  TermsOfServicePage,
} from './features/info/info-pages.tsx';
import { CreatePropertyPage } from './features/listing-wizard/create-property-page.tsx';
import { BecomeOwnerPage } from './features/onboarding/become-owner-page.tsx';
import { PropertyPage } from './features/property/property-page.tsx';
import { HomePage } from './features/search/home-page.tsx';
import { TripsPage } from './features/trips/trips-page.tsx';
import { WishlistsPage } from './features/wishlists/wishlists-page.tsx';

// The sign-in forms (with their zod schemas) and the admin area load on demand, keeping the
// home page's first download small.
const AuthPage = lazy(() => import('./features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })));
const AdminLoginPage = lazy(() =>
  import('./features/admin/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminShell = lazy(() =>
  import('./components/layout/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);
const adminPage = (name: keyof typeof import('./features/admin/admin-pages.tsx')) =>
  lazy(() => import('./features/admin/admin-pages.tsx').then((m) => ({ default: m[name] })));
const AdminDashboardPage = adminPage('AdminDashboardPage');
const AdminDestinationsPage = adminPage('AdminDestinationsPage');
const AdminPropertiesPage = adminPage('AdminPropertiesPage');
const AdminCreatePropertyPage = adminPage('AdminCreatePropertyPage');
const AdminUsersPage = adminPage('AdminUsersPage');
const AdminAmenitiesPage = adminPage('AdminAmenitiesPage');
const AdminRatingsPage = adminPage('AdminRatingsPage');
const AdminBadgesPage = adminPage('AdminBadgesPage');
const AdminPropertyTypesPage = adminPage('AdminPropertyTypesPage');
const AdminContactsPage = adminPage('AdminContactsPage');

const signedIn = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
const owner = (page: ReactNode) => <RequireOwner>{page}</RequireOwner>;
const admin = (page: ReactNode) => (
  <RequireAdmin>
    <AdminShell>{page}</AdminShell>
  </RequireAdmin>
);

/** Public site routes (traveller §2 route table), each inside the header/footer layout. */
function SiteRoutes() {
  return (
    <SiteLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/home" component={HomePage} />
          <Route path="/landing" component={LandingPage} />
          <Route path="/auth">
            <RequireSignedOut>
              <AuthPage />
            </RequireSignedOut>
          </Route>
          <Route path="/property/:id">{({ id }) => <PropertyPage id={id} />}</Route>

          <Route path="/help-center" component={HelpCenterPage} />
          <Route path="/safety-information" component={SafetyInformationPage} />
          <Route path="/cancellation-policy" component={CancellationPolicyPage} />
          <Route path="/community-guidelines" component={CommunityGuidelinesPage} />
          <Route path="/property-management" component={PropertyManagementPage} />
          <Route path="/interior-design" component={InteriorDesignPage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/terms-of-service" component={TermsOfServicePage} />
          <Route path="/cookie-policy" component={CookiePolicyPage} />
          <Route path="/privacy" component={PrivacySettingsPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/contact" component={ContactPage} />

          <Route path="/become-owner">{signedIn(<BecomeOwnerPage />)}</Route>
          <Route path="/profile">{signedIn(<ProfilePage />)}</Route>
          <Route path="/trips">{signedIn(<TripsPage />)}</Route>
          <Route path="/wishlists">{signedIn(<WishlistsPage />)}</Route>
          <Route path="/messages">{signedIn(<MessagesPage />)}</Route>
          <Route path="/payments">{signedIn(<PaymentsPage />)}</Route>
          <Route path="/notifications">{signedIn(<NotificationsPage />)}</Route>

          <Route path="/owner">{owner(<OwnerDashboardPage />)}</Route>
          <Route path="/create-property">{owner(<CreatePropertyPage />)}</Route>
          <Route path="/owner/calendar">{owner(<OwnerCalendarPage />)}</Route>
          <Route path="/reservations">{owner(<ReservationsPage />)}</Route>
          <Route path="/owner/property/:id/edit">
            {({ id }) => owner(<OwnerPropertyEditPage id={id} />)}
          </Route>
          <Route path="/owner/property/:id">{({ id }) => owner(<OwnerPropertyPage id={id} />)}</Route>

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

export function AppRouter() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/admin/login" component={AdminLoginPage} />
          <Route path="/admin">{admin(<AdminDashboardPage />)}</Route>
          <Route path="/admin/destinations">{admin(<AdminDestinationsPage />)}</Route>
          <Route path="/admin/properties">{admin(<AdminPropertiesPage />)}</Route>
          <Route path="/admin/create-property">{admin(<AdminCreatePropertyPage />)}</Route>
          <Route path="/admin/users">{admin(<AdminUsersPage />)}</Route>
          <Route path="/admin/amenities">{admin(<AdminAmenitiesPage />)}</Route>
          <Route path="/admin/ratings">{admin(<AdminRatingsPage />)}</Route>
          <Route path="/admin/badges">{admin(<AdminBadgesPage />)}</Route>
          <Route path="/admin/property-types">{admin(<AdminPropertyTypesPage />)}</Route>
          <Route path="/admin/contacts">{admin(<AdminContactsPage />)}</Route>
          <Route component={SiteRoutes} />
        </Switch>
      </Suspense>
    </>
  );
}
