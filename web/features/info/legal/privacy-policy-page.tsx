import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { supportContacts } from '../support-contacts.ts';
import { legalLastUpdated } from './legal-dates.ts';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title={m.info_privacy_title()}
      eyebrow={m.info_eyebrow_legal()}
      lastUpdated={legalLastUpdated}
      lead={m.info_privacy_lead()}
    >
      <ListSection
        id="collect"
        title={m.info_privacy_collect()}
        items={[
          m.info_privacy_collect_account(),
          m.info_privacy_collect_hosts(),
          m.info_privacy_collect_bookings(),
          m.info_privacy_collect_payments(),
          m.info_privacy_collect_usage(),
        ]}
      />

      <InfoSection id="use" title={m.info_privacy_use()}>
        <BulletList
          items={[
            m.info_privacy_use_bookings(),
            m.info_privacy_use_payments(),
            m.info_privacy_use_safe(),
            m.info_privacy_use_improve(),
          ]}
        />
        <p>{m.info_privacy_no_sale()}</p>
      </InfoSection>

      <InfoSection id="sharing" title={m.info_privacy_sharing()}>
        <p>{m.info_privacy_sharing_text()}</p>
      </InfoSection>

      <InfoSection id="rights" title={m.info_privacy_rights()}>
        <p>
          <RichText
            text={m.info_privacy_rights_text()}
            tags={{
              cookies: (text) => (
                <Link href={paths.cookiePolicy} className="font-medium text-brand-text underline">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </InfoSection>

      <InfoSection id="contact" title={m.info_privacy_contact()}>
        <p>
          <RichText
            text={m.info_privacy_contact_text({ email: supportContacts.email })}
            tags={{
              email: (text) => (
                <a href={supportContacts.emailHref} className="font-medium text-brand-text underline">
                  {text}
                </a>
              ),
            }}
          />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
