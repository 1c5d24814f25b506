import { PhoneOrEmail } from '../components/contact-links.tsx';
import { InfoCard, InfoPage, ListSection } from '../components/info-layout.tsx';

/** /safety-information: staying safe as a guest and as a host. */
export function SafetyInformationPage() {
  return (
    <InfoPage
      title="Safety Information"
      eyebrow="Support"
      lead="Most stays go smoothly. These habits help keep it that way, and tell you what to do when something goes wrong."
    >
      <InfoCard className="border-danger-text/40">
        <h2 className="text-lg font-semibold text-fg">In an emergency</h2>
        <p className="mt-2 text-fg-muted">
          Call <strong className="text-fg">112</strong>, India’s emergency number, first. Then tell us on{' '}
          <PhoneOrEmail /> — our phone line is open 24/7 for urgent trip issues.
        </p>
      </InfoCard>

      <ListSection
        id="before"
        title="Before you book"
        items={[
          'Read the whole listing: photos, house rules, check-in and check-out times and the cancellation policy.',
          'Read what other guests wrote in their reviews.',
          'Pay online only in Basera’s Razorpay checkout. Never send money to someone who contacts you claiming to be Basera.',
          'Ask the host any question before you book; hosts respond to inquiries within 24 hours.',
        ]}
      />

      <ListSection
        id="during"
        title="During your stay"
        items={[
          'Find the smoke alarm, the exits and the first-aid kit when you arrive; “Things to know” on the listing says whether there is a smoke alarm.',
          'Share your booking details with someone you trust.',
          'Keep valuables out of sight and lock doors and windows when you go out.',
          'If the place is not as described or you feel unsafe, leave and contact us: we will help you find somewhere else.',
        ]}
      />

      <ListSection
        id="hosts"
        title="For hosts"
        items={[
          'Fit a working smoke alarm and keep a first-aid kit and emergency numbers where guests can see them.',
          'Describe your home honestly, including stairs, shared spaces and anything a guest could trip on.',
          'Keep all payments and messages on Basera so we can help if something goes wrong.',
        ]}
      />

      <ListSection
        id="account"
        title="Your account"
        items={[
          'Use a password of at least 8 characters with an uppercase letter, a lowercase letter and a number.',
          'Basera never asks for your password or a payment OTP by phone, email or chat.',
          'Log out on shared devices.',
        ]}
      />
    </InfoPage>
  );
}
