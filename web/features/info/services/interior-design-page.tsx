import { useEffect } from 'react';
import { formatRupees } from '../../../../domain/money.ts';
import { PhoneOrEmail } from '../components/contact-links.tsx';
import { InfoPage, InfoSection, ListSection } from '../components/info-layout.tsx';
import { InteriorPortfolio } from './interior-portfolio.tsx';
import { PackageGrid, type ServicePackage } from './package-card.tsx';

const packages: ServicePackage[] = [
  {
    name: 'Design Consultation',
    price: formatRupees(1_500_000),
    priceNote: 'one-time',
    facts: [{ label: 'Timeline', value: '1 week' }],
    features: [
      'A visit and a walk-through with a designer',
      'Layout, colour and lighting plan',
      'A shopping list with budgets',
    ],
  },
  {
    name: 'Room Makeover',
    price: formatRupees(7_500_000),
    priceNote: 'per room',
    facts: [
      { label: 'Timeline', value: '3-4 weeks' },
      { label: 'Warranty', value: '6 months' },
    ],
    features: [
      'Design, furniture and décor for one room',
      'Purchasing and installation handled',
      'Photo-ready styling for your listing',
    ],
    highlighted: true,
  },
  {
    name: 'Complete Home Design',
    price: `from ${formatRupees(25_000_000)}`,
    priceNote: 'for the whole home',
    facts: [
      { label: 'Timeline', value: '8-12 weeks' },
      { label: 'Warranty', value: '1 year' },
    ],
    features: [
      'Every room designed as one home',
      'Civil work, carpentry and furnishing managed',
      'A project manager from start to handover',
    ],
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
    <InfoPage
      title="Interior Design"
      eyebrow="Basera Interiors"
      lead="Rooms that photograph well and feel even better. Our designers work with hosts and homeowners across India."
      wide
    >
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-brand-soft p-5 sm:p-6">
        <p className="text-4xl font-bold tracking-tight text-brand-text">95%</p>
        <p className="max-w-md text-fg">of our clients say they are satisfied with their finished project.</p>
      </div>

      <InfoSection id="packages" title="Packages">
        <PackageGrid packages={packages} label="Interior design packages" />
      </InfoSection>

      <ListSection
        id="process"
        title="How a project runs"
        items={[
          'Consultation: we visit, listen and measure.',
          'Design: you approve the plan, the materials and the budget before any work starts.',
          'Delivery: our team buys, builds and installs, and keeps you updated every week.',
          'Handover: a final walk-through; the warranty starts that day.',
        ]}
      />

      <InfoSection id="portfolio" title="Portfolio" intro="A few of the homes and stays we have designed.">
        <InteriorPortfolio />
      </InfoSection>

      <InfoSection id="contact" title="Start your project">
        <p>
          Call or email us on <PhoneOrEmail /> and a designer will get back to you within 24 hours.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
