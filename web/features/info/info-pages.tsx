// The static information pages (traveller §2, §9), one file each; web/router.tsx loads them by
// these names.
export { CancellationPolicyPage } from './cancellation/cancellation-policy-page.tsx';
export { CommunityGuidelinesPage } from './guides/community-guidelines-page.tsx';
export { SafetyInformationPage } from './guides/safety-information-page.tsx';
export { HelpCenterPage } from './help-center/help-center-page.tsx';
export { LandingPage } from './landing/landing-page.tsx';
export { CookiePolicyPage } from './legal/cookie-policy-page.tsx';
export { PrivacyPolicyPage } from './legal/privacy-policy-page.tsx';
export { TermsOfServicePage } from './legal/terms-of-service-page.tsx';
export {
  ContactPage,
  HelpPage,
  NotFoundPage,
  PrivacySettingsPage,
} from './placeholders/placeholder-pages.tsx';
export { InteriorDesignPage } from './services/interior-design-page.tsx';
export { PropertyManagementPage } from './services/property-management-page.tsx';
