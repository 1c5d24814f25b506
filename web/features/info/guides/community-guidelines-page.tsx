import { PhoneOrEmail } from '../components/contact-links.tsx';
import { InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';

// The enforcement ladder of traveller §4, in order.
const ladder = [
  {
    step: 'Warning',
    text: 'A first or minor breach: we explain what went wrong and what must change.',
  },
  {
    step: 'Temporary Suspension (7-30 days)',
    text: 'A repeated or serious breach: the account cannot book or host for 7 to 30 days.',
  },
  {
    step: 'Permanent Ban',
    text: 'Violence, discrimination, fraud or repeated serious breaches: the account is closed for good.',
  },
];

/** /community-guidelines: how guests and hosts treat each other, and what happens when they don't. */
export function CommunityGuidelinesPage() {
  return (
    <InfoPage
      title="Community Guidelines"
      eyebrow="Support"
      lead="Basera works because guests and hosts trust each other. These guidelines apply to everyone who uses it."
    >
      <ListSection
        id="respect"
        title="Respect"
        items={[
          'Treat everyone with respect, whatever their religion, caste, gender, age, disability, origin or sexual orientation. Discrimination is never allowed.',
          'Be honest: listings, reviews and profiles describe things as they are.',
          'Communicate on time; hosts respond to inquiries within 24 hours.',
        ]}
      />

      <ListSection
        id="guests"
        title="Guests"
        items={[
          'Follow the house rules, the maximum number of guests and the check-in and check-out times.',
          'Respect neighbours: no parties or loud noise unless the host allows them.',
          'Leave the home as you found it and report any damage to the host.',
        ]}
      />

      <ListSection
        id="hosts"
        title="Hosts"
        items={[
          'Keep your calendar accurate and honour confirmed bookings.',
          'Provide a clean, safe home that matches the listing.',
          'Keep payments on Basera; never ask a guest to pay outside it for an online booking.',
        ]}
      />

      <InfoSection
        id="enforcement"
        title="Enforcement"
        intro="When someone breaks these guidelines, we act in steps; serious breaches can skip straight to the last one."
      >
        <ol className="space-y-3" aria-label="Enforcement ladder">
          {ladder.map(({ step, text }, index) => (
            <li key={step} className="flex gap-4 rounded-xl border border-line bg-surface p-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-fg">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-fg">{step}</span>
                <span className="block text-sm">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="report" title="Report a problem">
        <p>
          Tell us on <PhoneOrEmail />. We look into every report and keep the name of the person who reported
          it private.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
