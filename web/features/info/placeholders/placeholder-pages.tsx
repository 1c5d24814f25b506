import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { PlaceholderPage } from '../../../components/layout/placeholder-page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';
import { contactParams, WithContactLinks } from '../components/contact-links.tsx';

const linkClass = 'font-medium text-brand-text underline underline-offset-2';

/** The spec's "Coming soon", then where to find help meanwhile (inline: it sits in the placeholder's paragraph). */
function ComingSoonWithSupport({ title }: { title: string }) {
  return (
    <PlaceholderPage title={title}>
      <span className="block text-lg font-medium text-fg">{m.info_coming_soon()}</span>
      <span className="mt-3 block">
        <WithContactLinks
          text={m.info_coming_soon_support(contactParams)}
          tags={{
            help: (text) => (
              <Link href={paths.helpCenter} className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </span>
    </PlaceholderPage>
  );
}

/** /privacy: the spec's placeholder titled Privacy Settings. */
export function PrivacySettingsPage() {
  return (
    <PlaceholderPage title={m.info_privacy_settings_title()}>
      <span className="block text-lg font-medium text-fg">{m.info_privacy_settings_lead()}</span>
      <span className="mt-3 block">
        <RichText
          text={m.info_privacy_settings_body()}
          tags={{
            privacy: (text) => (
              <Link href={paths.privacyPolicy} className={linkClass}>
                {text}
              </Link>
            ),
            cookies: (text) => (
              <Link href={paths.cookiePolicy} className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </span>
    </PlaceholderPage>
  );
}

/** /help: the spec's "Coming soon" placeholder. */
export const HelpPage = () => <ComingSoonWithSupport title={m.info_help_page_title()} />;

/** /contact: the spec's "Coming soon" placeholder. */
export const ContactPage = () => <ComingSoonWithSupport title={m.info_contact_page_title()} />;

/** Any unknown path (unchanged). */
export function NotFoundPage() {
  return <PlaceholderPage title={m.info_not_found_title()}>{m.info_not_found_body()}</PlaceholderPage>;
}
