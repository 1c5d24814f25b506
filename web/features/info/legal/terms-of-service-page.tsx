import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { legalLastUpdated } from './legal-dates.ts';

/** /terms-of-service */
export function TermsOfServicePage() {
  return (
    <InfoPage
      title={m.info_terms_title()}
      eyebrow={m.info_eyebrow_legal()}
      lastUpdated={legalLastUpdated}
      lead={m.info_terms_lead()}
    >
      <InfoSection id="eligibility" title={m.info_terms_eligibility()}>
        <p>{m.info_terms_eligibility_text()}</p>
      </InfoSection>

      <ListSection
        id="account"
        title={m.info_your_account()}
        items={[m.info_terms_account_accurate(), m.info_terms_account_password()]}
      />

      <InfoSection id="bookings" title={m.info_terms_bookings()}>
        <BulletList
          items={[
            m.info_terms_bookings_prices(),
            m.info_terms_bookings_confirmed(),
            m.info_terms_bookings_cancellations(),
          ]}
        />
        <p>
          <Link href={paths.cancellationPolicy} className="font-medium text-brand-text underline">
            {m.info_read_cancellation_policy()}
          </Link>
        </p>
      </InfoSection>

      <ListSection
        id="hosts"
        title={m.info_hosts()}
        items={[m.info_terms_hosts_accurate(), m.info_terms_hosts_honour(), m.info_terms_hosts_permissions()]}
      />

      <InfoSection id="conduct" title={m.info_terms_conduct()}>
        <p>{m.info_terms_conduct_text()}</p>
      </InfoSection>

      <InfoSection id="liability" title={m.info_terms_liability()}>
        <p>{m.info_terms_liability_text()}</p>
      </InfoSection>

      <InfoSection id="law" title={m.info_terms_law()}>
        <p>{m.info_terms_law_text()}</p>
      </InfoSection>
    </InfoPage>
  );
}
