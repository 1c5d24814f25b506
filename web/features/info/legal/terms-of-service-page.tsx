import { Link } from 'wouter';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { legalLastUpdated } from './legal-dates.ts';

/** /terms-of-service */
export function TermsOfServicePage() {
  return (
    <InfoPage
      title="Terms of Service"
      eyebrow="Legal"
      lastUpdated={legalLastUpdated}
      lead="The agreement between you and Basera when you use the site as a guest or a host."
    >
      <InfoSection id="eligibility" title="Who can use Basera">
        <p>You must be 18 or older to create an account, book a stay or list a property.</p>
      </InfoSection>

      <ListSection
        id="account"
        title="Your account"
        items={[
          'Give accurate details and keep them up to date.',
          'Keep your password secret; you are responsible for what is done with your account.',
        ]}
      />

      <InfoSection id="bookings" title="Bookings and payments">
        <BulletList
          items={[
            'Prices are in Indian rupees. The total is the nightly price × nights plus any cleaning fee and service fee, shown before you book.',
            'A booking paid online is confirmed once Razorpay’s payment has been verified. A booking made by contacting the host is a request until the host confirms it.',
            'Cancellations and refunds follow the listing’s cancellation policy.',
          ]}
        />
        <p>
          <Link href={paths.cancellationPolicy} className="font-medium text-brand-text underline">
            Read the cancellation policy
          </Link>
        </p>
      </InfoSection>

      <ListSection
        id="hosts"
        title="Hosts"
        items={[
          'Listings must be accurate, lawful and yours to rent out.',
          'Hosts honour confirmed bookings and follow the community guidelines.',
          'Hosts are responsible for local permissions and taxes that apply to renting their property.',
        ]}
      />

      <InfoSection id="conduct" title="Conduct">
        <p>
          Everyone follows the community guidelines. We may warn, suspend or close an account that breaks them
          or these terms.
        </p>
      </InfoSection>

      <InfoSection id="liability" title="Liability">
        <p>
          Basera provides the marketplace; the stay itself is provided by the host. Nothing in these terms
          limits rights you have under Indian consumer law.
        </p>
      </InfoSection>

      <InfoSection id="law" title="Governing law">
        <p>
          These terms are governed by the laws of India. The courts of Mumbai have jurisdiction over any
          dispute.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
