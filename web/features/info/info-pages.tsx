import { ComingSoonPage, PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

// Static information pages (traveller §2, §9); their content arrives in a later issue.
export const HelpCenterPage = () => <PlaceholderPage title="Help Center" />;
export const SafetyInformationPage = () => <PlaceholderPage title="Safety Information" />;
export const CancellationPolicyPage = () => <PlaceholderPage title="Cancellation Policy" />;
export const CommunityGuidelinesPage = () => <PlaceholderPage title="Community Guidelines" />;
export const PropertyManagementPage = () => <PlaceholderPage title="Property Management" />;
export const InteriorDesignPage = () => <PlaceholderPage title="Interior Design" />;
export const PrivacyPolicyPage = () => <PlaceholderPage title="Privacy Policy" />;
export const TermsOfServicePage = () => <PlaceholderPage title="Terms of Service" />;
export const CookiePolicyPage = () => <PlaceholderPage title="Cookie Policy" />;
export const LandingPage = () => <PlaceholderPage title="Welcome to Basera" />;
export const PrivacySettingsPage = () => <PlaceholderPage title="Privacy Settings" />;
export const HelpPage = () => <ComingSoonPage title="Help" />;
export const ContactPage = () => <ComingSoonPage title="Contact" />;

export function NotFoundPage() {
  return (
    <PlaceholderPage title="404 Page Not Found">
      The page you are looking for does not exist or has moved.
    </PlaceholderPage>
  );
}
