import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { PropertyCard } from '../domain/schemas/properties.ts';
import {
  RequireAdmin,
  RequireOwner,
  RequireSignedOut,
  RequireUser,
} from './components/layout/route-guards.tsx';
import { RouteTitle } from './components/layout/route-title.tsx';
import { ScrollToTopOnNavigate } from './components/layout/scroll-restoration.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { type AdminPage, adminPageList, paths } from './lib/paths.ts';

// Every page's code loads on demand (its own chunk, fetched when the route first opens): the first
// visit downloads the shell (router, header, footer) and the one page it shows. A chunk that fails
// to load (a tab older than a deploy) reloads the page once: components/layout/error-boundary.tsx.
const infoPage = (name: keyof typeof import('./features/info/info-pages.tsx')) =>
  lazy(() => import('./features/info/info-pages.tsx').then((m) => ({ default: m[name] })));
const accountPage = (name: keyof typeof import('./features/account/account-pages.tsx')) =>
  lazy(() => import('./features/account/account-pages.tsx').then((m) => ({ default: m[name] })));
const hostPage = (name: keyof typeof import('./features/host/host-pages.tsx')) =>
  lazy(() => import('./features/host/host-pages.tsx').then((m) => ({ default: m[name] })));

const LandingPage = infoPage('LandingPage');
const HelpCenterPage = infoPage('HelpCenterPage');
const SafetyInformationPage = infoPage('SafetyInformationPage');
const CancellationPolicyPage = infoPage('CancellationPolicyPage');
const CommunityGuidelinesPage = infoPage('CommunityGuidelinesPage');
const PropertyManagementPage = infoPage('PropertyManagementPage');
const InteriorDesignPage = infoPage('InteriorDesignPage');
const PrivacyPolicyPage = infoPage('PrivacyPolicyPage');
const TermsOfServicePage = infoPage('TermsOfServicePage');
const CookiePolicyPage = infoPage('CookiePolicyPage');
const PrivacySettingsPage = infoPage('PrivacySettingsPage');
const HelpPage = infoPage('HelpPage');
const ContactPage = infoPage('ContactPage');
const NotFoundPage = infoPage('NotFoundPage');
const ProfilePage = accountPage('ProfilePage');
const VerifyEmailPage = accountPage('VerifyEmailPage');
const PaymentsPage = accountPage('PaymentsPage');
const MessagesPage = lazy(() =>
  import('./features/messages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
);
const NotificationsPage = lazy(() =>
  import('./features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const OwnerDashboardPage = hostPage('OwnerDashboardPage');
const OwnerCalendarPage = hostPage('OwnerCalendarPage');
const ReservationsPage = hostPage('ReservationsPage');
const TaxRegistrationsPage = hostPage('TaxRegistrationsPage');
const PayoutAccountPage = hostPage('PayoutAccountPage');
const EarningsPage = hostPage('EarningsPage');
// The owner's listing page shows the listing as guests will see it: the property page, composed here.
const OwnerPropertyPage = lazy(async () => {
  const [{ OwnerPropertyPage }, { PropertyPage }] = await Promise.all([
    import('./features/host/host-pages.tsx'),
    import('./features/property/property-page.tsx'),
  ]);
  return {
    default: ({ id }: { id: string }) => <OwnerPropertyPage id={id} preview={<PropertyPage id={id} />} />,
  };
});
// The property page's Save button is the wishlist's, composed here like the home grid's heart.
export const PropertyPage = lazyPage<{ id: string }>(async () => {
  const [{ PropertyPage }, { WishlistSaveButton }] = await Promise.all([
    import('./features/property/property-page.tsx'),
    import('./features/wishlists/components/wishlist-save-button.tsx'),
  ]);
  const saveButtonOf = (property: { id: string; title: string }) => (
    <WishlistSaveButton property={property} />
  );
  return ({ id }: { id: string }) => <PropertyPage id={id} saveAction={saveButtonOf} />;
});
const TripsPage = lazy(() =>
  import('./features/trips/trips-page.tsx').then((m) => ({ default: m.TripsPage })),
);
const ConfirmationPage = lazy(() =>
  import('./features/trips/confirmation/confirmation-page.tsx').then((m) => ({
    default: m.ConfirmationPage,
  })),
);
const ReceiptPage = lazy(() =>
  import('./features/trips/receipt/receipt-page.tsx').then((m) => ({ default: m.ReceiptPage })),
);
const WishlistsPage = lazy(() =>
  import('./features/wishlists/wishlists-page.tsx').then((m) => ({ default: m.WishlistsPage })),
);
const WishlistPage = lazy(() =>
  import('./features/wishlists/wishlist-page.tsx').then((m) => ({ default: m.WishlistPage })),
);
const BecomeOwnerPage = lazy(() =>
  import('./features/onboarding/become-owner-page.tsx').then((m) => ({ default: m.BecomeOwnerPage })),
);
const wizardPage = (name: keyof typeof import('./features/listing-wizard/create-property-page.tsx')) =>
  lazy(() =>
    import('./features/listing-wizard/create-property-page.tsx').then((m) => ({ default: m[name] })),
  );
const CreatePropertyPage = wizardPage('CreatePropertyPage');
const EditPropertyPage = lazy(() =>
  import('./features/listing-wizard/create-property-page.tsx').then((m) => ({ default: m.EditPropertyPage })),
);
export const AuthPage = lazyPage<object>(() =>
  import('./features/auth/auth-page.tsx').then((m) => m.AuthPage),
);
const AdminLoginPage = lazy(() =>
  import('./features/admin/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminShell = lazy(() =>
  import('./components/layout/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);
// The admin's view of a listing: its review state and actions over the property page as travellers
// see it (the public page answers admins whatever the status), composed here like the owner's.
const AdminPropertyPage = lazy(async () => {
  const [{ AdminPropertyPage }, { PropertyPage }] = await Promise.all([
    import('./features/admin/properties/admin-property-page.tsx'),
    import('./features/property/property-page.tsx'),
  ]);
  return {
    default: ({ id }: { id: string }) => <AdminPropertyPage id={id} preview={<PropertyPage id={id} />} />,
  };
});
const AdminEditPropertyPage = lazy(() =>
  import('./features/listing-wizard/create-property-page.tsx').then((m) => ({
    default: m.AdminEditPropertyPage,
  })),
);
const cataloguePage = (name: keyof typeof import('./features/admin/catalogues/catalogue-pages.tsx')) =>
  lazy(() => import('./features/admin/catalogues/catalogue-pages.tsx').then((m) => ({ default: m[name] })));

/** The screen of each admin page; the paths and sidebar labels are in lib/paths.ts. */
const adminScreens: Record<AdminPage, ComponentType> = {
  dashboard: lazy(() =>
    import('./features/admin/dashboard/admin-dashboard-page.tsx').then((m) => ({
      default: m.AdminDashboardPage,
    })),
  ),
  destinations: cataloguePage('AdminDestinationsPage'),
  properties: lazy(() =>
    import('./features/admin/properties/admin-properties-page.tsx').then((m) => ({
      default: m.AdminPropertiesPage,
    })),
  ),
  createProperty: wizardPage('AdminCreatePropertyPage'),
  users: lazy(() =>
    import('./features/admin/users/admin-users-page.tsx').then((m) => ({ default: m.AdminUsersPage })),
  ),
  amenities: cataloguePage('AdminAmenitiesPage'),
  ratings: cataloguePage('AdminRatingsPage'),
  badges: cataloguePage('AdminBadgesPage'),
  propertyTypes: cataloguePage('AdminPropertyTypesPage'),
  contacts: cataloguePage('AdminContactsPage'),
  taxRegistrations: cataloguePage('AdminTaxRegistrationsPage'),
  finance: lazy(() =>
    import('./features/admin/finance/admin-finance-page.tsx').then((m) => ({ default: m.AdminFinancePage })),
  ),
};

const signedIn = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
const owner = (page: ReactNode) => <RequireOwner>{page}</RequireOwner>;
const admin = (page: ReactNode) => (
  <RequireAdmin>
    <AdminShell>{page}</AdminShell>
  </RequireAdmin>
);

// Features never import one another (decision 17): the home grid's wishlist heart is composed here,
// its code fetched alongside the home page's.
export const Home = lazyPage<object>(async () => {
  const [{ HomePage }, { WishlistHeart }] = await Promise.all([
    import('./features/search/home-page.tsx'),
    import('./features/wishlists/components/wishlist-heart.tsx'),
  ]);
  const wishlistHeartOf = (property: PropertyCard) => <WishlistHeart property={property} />;
  return () => <HomePage cardAction={wishlistHeartOf} />;
});

/** Public site routes (traveller §2 route table), each inside the header/footer layout. */
function SiteRoutes() {
  // Keyed by the path: each page mounts fresh. Without it, since pages load lazily, the sign-in
  // journey (register, log out, sign in) found the earlier register form still mounted beside the
  // login form, and the Sign in click sent nothing.
  const [location] = useLocation();
  return (
    <SiteLayout>
      <Suspense key={location} fallback={<PageSpinner />}>
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
          <Route path={paths.verifyEmail} component={VerifyEmailPage} />
          <Route path={paths.trips}>{signedIn(<TripsPage />)}</Route>
          <Route path={paths.tripReceipt(':id')}>{({ id }) => signedIn(<ReceiptPage id={id} />)}</Route>
          <Route path={paths.tripConfirmed(':id')}>
            {({ id }) => signedIn(<ConfirmationPage id={id} />)}
          </Route>
          <Route path={paths.wishlists}>{signedIn(<WishlistsPage />)}</Route>
          <Route path={paths.wishlist(':id')}>{({ id }) => signedIn(<WishlistPage id={id} />)}</Route>
          <Route path={paths.messages}>{signedIn(<MessagesPage />)}</Route>
          <Route path={paths.conversation(':id')}>
            {({ id }) => signedIn(<MessagesPage conversationId={id} />)}
          </Route>
          <Route path={paths.payments}>{signedIn(<PaymentsPage />)}</Route>
          <Route path={paths.notifications}>{signedIn(<NotificationsPage />)}</Route>

          <Route path={paths.owner}>{owner(<OwnerDashboardPage />)}</Route>
          <Route path={paths.createProperty}>{owner(<CreatePropertyPage />)}</Route>
          <Route path={paths.ownerCalendar}>{owner(<OwnerCalendarPage />)}</Route>
          <Route path={paths.reservations}>{owner(<ReservationsPage />)}</Route>
          <Route path={paths.ownerTax}>{owner(<TaxRegistrationsPage />)}</Route>
          <Route path={paths.ownerPayoutAccount}>{owner(<PayoutAccountPage />)}</Route>
          <Route path={paths.ownerEarnings}>{owner(<EarningsPage />)}</Route>
          <Route path={paths.ownerPropertyEdit(':id')}>
            {({ id }) => owner(<EditPropertyPage id={id} />)}
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
      <RouteTitle />
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
          <Route path={paths.adminProperty(':id')}>{({ id }) => admin(<AdminPropertyPage id={id} />)}</Route>
          <Route path={paths.adminPropertyEdit(':id')}>
            {({ id }) => admin(<AdminEditPropertyPage id={id} />)}
          </Route>
          <Route component={SiteRoutes} />
        </Switch>
      </Suspense>
    </>
  );
}
