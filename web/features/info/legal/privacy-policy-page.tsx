import { Link } from 'wouter';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { supportContacts } from '../support-contacts.ts';
import { legalLastUpdated } from './legal-dates.ts';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      eyebrow="Legal"
      lastUpdated={legalLastUpdated}
      lead="What Basera collects about you, why, who sees it and the choices you have."
    >
      <ListSection
        id="collect"
        title="What we collect"
        items={[
          'Account details: your name, email address, phone number and profile photo.',
          'For hosts: PAN and Aadhaar numbers, needed to pay you and to verify listings. Aadhaar numbers are stored encrypted and shown masked (XXXX XXXX 1234).',
          'Bookings: dates, guests, special requests and the messages you send to hosts.',
          'Payments: Razorpay processes your card, UPI or bank details; we keep only the payment reference and status.',
          'Usage: pages visited and the device and browser you use (see the cookie policy).',
        ]}
      />

      <InfoSection id="use" title="How we use it">
        <BulletList
          items={[
            'To run your bookings: sharing your name, dates and guests with your host, and the host’s contacts with you.',
            'To take payments and make refunds.',
            'To keep Basera safe: preventing fraud and enforcing the community guidelines.',
            'To improve Basera, using analytics that do not identify you.',
          ]}
        />
        <p>We do not sell your personal data.</p>
      </InfoSection>

      <InfoSection id="sharing" title="Who we share it with">
        <p>
          Your host or guest (for a booking), Razorpay (for payments), providers who host our servers and send
          our emails, and authorities when Indian law requires it. Each receives only what it needs.
        </p>
      </InfoSection>

      <InfoSection id="rights" title="Your rights">
        <p>
          You can see, correct or delete your personal data, and withdraw consent you gave. Some records, such
          as payment records, must be kept for as long as Indian tax law requires. Your cookie choices are
          explained in the{' '}
          <Link href={paths.cookiePolicy} className="font-medium text-brand-text underline">
            cookie policy
          </Link>
          .
        </p>
      </InfoSection>

      <InfoSection id="contact" title="Contact us">
        <p>
          Write to{' '}
          <a href={supportContacts.emailHref} className="font-medium text-brand-text underline">
            {supportContacts.email}
          </a>{' '}
          with “Privacy” in the subject. We answer privacy enquiries within 30 days.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
