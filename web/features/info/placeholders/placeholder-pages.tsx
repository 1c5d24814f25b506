import { Link } from 'wouter';
import { PlaceholderPage } from '../../../components/layout/placeholder-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { PhoneOrEmail } from '../components/contact-links.tsx';

const linkClass = 'font-medium text-brand-text underline underline-offset-2';

/** The spec's "Coming soon", then where to find help meanwhile (inline: it sits in the placeholder's paragraph). */
function ComingSoonWithSupport({ title }: { title: string }) {
  return (
    <PlaceholderPage title={title}>
      <span className="block text-lg font-medium text-fg">Coming soon</span>
      <span className="mt-3 block">
        Meanwhile, the{' '}
        <Link href={paths.helpCenter} className={linkClass}>
          Help Center
        </Link>{' '}
        answers the most common questions. To reach us, call or email <PhoneOrEmail />.
      </span>
    </PlaceholderPage>
  );
}

/** /privacy: the spec's placeholder titled Privacy Settings. */
export function PrivacySettingsPage() {
  return (
    <PlaceholderPage title="Privacy Settings">
      <span className="block text-lg font-medium text-fg">Your privacy choices will be managed here.</span>
      <span className="mt-3 block">
        This page will let you download your data, choose which cookies Basera may use and ask for your
        account to be deleted. Until then, the{' '}
        <Link href={paths.privacyPolicy} className={linkClass}>
          privacy policy
        </Link>{' '}
        and the{' '}
        <Link href={paths.cookiePolicy} className={linkClass}>
          cookie policy
        </Link>{' '}
        explain what we keep and how to ask us to change it.
      </span>
    </PlaceholderPage>
  );
}

/** /help: the spec's "Coming soon" placeholder. */
export const HelpPage = () => <ComingSoonWithSupport title="Help" />;

/** /contact: the spec's "Coming soon" placeholder. */
export const ContactPage = () => <ComingSoonWithSupport title="Contact" />;

/** Any unknown path (unchanged). */
export function NotFoundPage() {
  return (
    <PlaceholderPage title="404 Page Not Found">
      The page you are looking for does not exist or has moved.
    </PlaceholderPage>
  );
}
