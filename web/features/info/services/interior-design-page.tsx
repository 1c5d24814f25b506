import { useEffect } from 'react';
import { m } from '#i18n/messages.js';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatPaise } from '../../../lib/formatters.ts';
import { contactParams, WithContactLinks } from '../components/contact-links.tsx';
import { InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { InteriorPortfolio } from './interior-portfolio.tsx';
import { PackageGrid, type ServicePackage } from './package-card.tsx';

const packages: ServicePackage[] = [
  {
    id: 'design-consultation',
    name: m.info_interior_consultation(),
    price: formatPaise(1_500_000),
    priceNote: m.info_interior_consultation_note(),
    facts: [{ label: m.info_interior_timeline(), value: m.info_interior_1_week() }],
    features: [
      m.info_interior_consultation_visit(),
      m.info_interior_consultation_plan(),
      m.info_interior_consultation_list(),
    ],
  },
  {
    id: 'room-makeover',
    name: m.info_interior_makeover(),
    price: formatPaise(7_500_000),
    priceNote: m.info_interior_makeover_note(),
    facts: [
      { label: m.info_interior_timeline(), value: m.info_interior_3_4_weeks() },
      { label: m.info_interior_warranty(), value: m.info_interior_6_months() },
    ],
    features: [
      m.info_interior_makeover_design(),
      m.info_interior_makeover_purchasing(),
      m.info_interior_makeover_styling(),
    ],
    highlighted: true,
  },
  {
    id: 'complete-home-design',
    name: m.info_interior_home(),
    price: m.info_interior_home_price({ price: formatPaise(25_000_000) }),
    priceNote: m.info_interior_home_note(),
    facts: [
      { label: m.info_interior_timeline(), value: m.info_interior_8_12_weeks() },
      { label: m.info_interior_warranty(), value: m.info_interior_1_year() },
    ],
    features: [m.info_interior_home_rooms(), m.info_interior_home_works(), m.info_interior_home_manager()],
  },
];

/** Opens the section the address names (the home page's View Portfolio links to #portfolio). */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/** /interior-design: Basera Interiors' packages, process and portfolio (traveller §9). */
export function InteriorDesignPage() {
  useScrollToHash();
  return (
    <InfoPage title={m.info_interior_title()} eyebrow="Basera Interiors" lead={m.info_interior_lead()} wide>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-brand-soft p-5 sm:p-6">
        <RichTextStat text={m.info_interior_satisfied()} />
      </div>

      <InfoSection id="packages" title={m.info_packages()}>
        <PackageGrid packages={packages} label={m.info_interior_packages_label()} />
      </InfoSection>

      <ListSection
        id="process"
        title={m.info_interior_process()}
        items={[
          m.info_interior_process_consultation(),
          m.info_interior_process_design(),
          m.info_interior_process_delivery(),
          m.info_interior_process_handover(),
        ]}
      />

      <InfoSection
        id="portfolio"
        title={m.info_interior_portfolio()}
        intro={m.info_interior_portfolio_intro()}
      >
        <InteriorPortfolio />
      </InfoSection>

      <InfoSection id="contact" title={m.info_interior_start()}>
        <p>
          <WithContactLinks text={m.info_interior_start_text(contactParams)} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** "95%" large, then the rest of its sentence: one message, `<stat>` and `<text>` marking the parts. */
function RichTextStat({ text }: { text: string }) {
  return (
    <RichText
      text={text}
      tags={{
        stat: (stat) => <p className="text-4xl font-bold tracking-tight text-brand-text">{stat}</p>,
        text: (rest) => <p className="max-w-md text-fg">{rest}</p>,
      }}
    />
  );
}
