import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import type { PropertyCard } from '../domain/schemas/properties.ts';
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
import { WishlistHeart } from './features/wishlists/components/wishlist-heart.tsx';
import { WishlistsPage } from './features/wishlists/wishlists-page.tsx';
import { type AdminPage, adminPageList, paths } from './lib/paths.ts';

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

/** The screen of each admin page; the paths and sidebar labels are in lib/paths.ts. */
const adminScreens: Record<AdminPage, ComponentType> = {
  dashboard: adminPage('AdminDashboardPage'),
  destinations: adminPage('AdminDestinationsPage'),
  properties: adminPage('AdminPropertiesPage'),
  createProperty: adminPage('AdminCreatePropertyPage'),
  users: adminPage('AdminUsersPage'),
  amenities: adminPage('AdminAmenitiesPage'),
  ratings: adminPage('AdminRatingsPage'),
  badges: adminPage('AdminBadgesPage'),
  propertyTypes: adminPage('AdminPropertyTypesPage'),
  contacts: adminPage('AdminContactsPage'),
};

const signedIn = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
const owner = (page: ReactNode) => <RequireOwner>{page}</RequireOwner>;
const admin = (page: ReactNode) => (
  <RequireAdmin>
    <AdminShell>{page}</AdminShell>
  </RequireAdmin>
);

// Features never import one another (decision 17): the home grid's wishlist heart is composed here.
const wishlistHeartOf = (property: PropertyCard) => <WishlistHeart property={property} />;
const Home = () => <HomePage cardAction={wishlistHeartOf} />;

/** Public site routes (traveller §2 route table), each inside the header/footer layout. */
function SiteRoutes() {
  return (
    <SiteLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={paths.home} component={Home} />
          <Route path={paths.homeAlias} component={Home} />
          <Route path={paths.landing} component={LandingPage} />
          <Route path={paths.auth}>
            <RequireSignedOut>
              <AuthPage />
            </RequireSignedOut>
          </Route>
          <Route path={paths.property(':id')}>{({ id }) => <PropertyPage id={id} />}</Route>

          <Route path={paths.helpCenter} component={HelpCenterPage} />
          <Route path={paths.safetyInformation} component={SafetyInformationPage} />
          <Route path={paths.cancellationPolicy} component={CancellationPolicyPage} />
          <Route path={paths.communityGuidelines} component={CommunityGuidelinesPage} />
          <Route path={paths.propertyManagement} component={PropertyManagementPage} />
          <Route path={paths.interiorDesign} component={InteriorDesignPage} />
          <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
          <Route path={paths.termsOfService} component={TermsOfServicePage} />
          <Route path={paths.cookiePolicy} component={CookiePolicyPage} />
          <Route path={paths.privacySettings} component={PrivacySettingsPage} />
          <Route path={paths.help} component={HelpPage} />
          <Route path={paths.contact} component={ContactPage} />

          <Route path={paths.becomeOwner}>{signedIn(<BecomeOwnerPage />)}</Route>
          <Route path={paths.profile}>{signedIn(<ProfilePage />)}</Route>
          <Route path={paths.trips}>{signedIn(<TripsPage />)}</Route>
          <Route path={paths.wishlists}>{signedIn(<WishlistsPage />)}</Route>
          <Route path={paths.messages}>{signedIn(<MessagesPage />)}</Route>
          <Route path={paths.payments}>{signedIn(<PaymentsPage />)}</Route>
          <Route path={paths.notifications}>{signedIn(<NotificationsPage />)}</Route>

          <Route path={paths.owner}>{owner(<OwnerDashboardPage />)}</Route>
          <Route path={paths.createProperty}>{owner(<CreatePropertyPage />)}</Route>
          <Route path={paths.ownerCalendar}>{owner(<OwnerCalendarPage />)}</Route>
          <Route path={paths.reservations}>{owner(<ReservationsPage />)}</Route>
          <Route path={paths.ownerPropertyEdit(':id')}>
            {({ id }) => owner(<OwnerPropertyEditPage id={id} />)}
          </Route>
          <Route path={paths.ownerProperty(':id')}>{({ id }) => owner(<OwnerPropertyPage id={id} />)}</Route>

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
          <Route path={paths.adminLogin} component={AdminLoginPage} />
          {adminPageList.map(({ page, path }) => {
            const Screen = adminScreens[page];
            return (
              <Route key={page} path={path}>
                {admin(<Screen />)}
              </Route>
            );
          })}
          <Route component={SiteRoutes} />
        </Switch>
      </Suspense>
    </>
  );
}
