import { m } from '#i18n/messages.js';
import { contactParams, WithContactLinks } from '../components/contact-links.tsx';
import { InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';

// The enforcement ladder of traveller §4, in order.
const ladder = [
  { step: m.info_community_warning(), text: m.info_community_warning_text() },
  { step: m.info_community_suspension(), text: m.info_community_suspension_text() },
  { step: m.info_community_ban(), text: m.info_community_ban_text() },
];

/** /community-guidelines: how guests and hosts treat each other, and what happens when they don't. */
export function CommunityGuidelinesPage() {
  return (
    <InfoPage
      title={m.info_community_title()}
      eyebrow={m.info_eyebrow_support()}
      lead={m.info_community_lead()}
    >
      <ListSection
        id="respect"
        title={m.info_community_respect()}
        items={[
          m.info_community_respect_everyone(),
          m.info_community_respect_honest(),
          m.info_community_respect_on_time(),
        ]}
      />

      <ListSection
        id="guests"
        title={m.info_community_guests()}
        items={[
          m.info_community_guests_rules(),
          m.info_community_guests_neighbours(),
          m.info_community_guests_leave(),
        ]}
      />

      <ListSection
        id="hosts"
        title={m.info_hosts()}
        items={[
          m.info_community_hosts_calendar(),
          m.info_community_hosts_home(),
          m.info_community_hosts_payments(),
        ]}
      />

      <InfoSection
        id="enforcement"
        title={m.info_community_enforcement()}
        intro={m.info_community_enforcement_intro()}
      >
        <ol className="space-y-3" aria-label={m.info_community_ladder_label()}>
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

      <InfoSection id="report" title={m.info_community_report()}>
        <p>
          <WithContactLinks text={m.info_community_report_text(contactParams)} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
