import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { PhoneOrEmail } from '../components/contact-links.tsx';
import { BulletList, InfoPage, InfoSection } from '../components/info-layout.tsx';
import { PackageGrid, type ServicePackage } from './package-card.tsx';

const packages: ServicePackage[] = [
  {
    name: 'Essential',
    price: '15%',
    priceNote: 'of gross revenue',
    facts: [{ label: 'Support response', value: '24-48h' }],
    features: [
      'Listing set-up and pricing advice',
      'Guest messages and booking requests answered',
      'Calendar kept up to date',
      'Monthly earnings statement',
    ],
  },
  {
    name: 'Professional',
    price: '20%',
    priceNote: 'of gross revenue',
    facts: [{ label: 'Support response', value: '2-4h' }],
    features: [
      'Everything in Essential',
      'Check-in and check-out handled for you',
      'Cleaning and linen between stays',
      'Prices adjusted for seasons and local events',
    ],
    highlighted: true,
  },
  {
    name: 'Premium',
    price: '25%',
    priceNote: 'of gross revenue',
    facts: [{ label: 'Support response', value: '1h' }],
    features: [
      'Everything in Professional',
      'A dedicated property manager',
      'Maintenance and repairs arranged',
      'Professional photography of your home',
    ],
  },
];

/** /property-management: the three management packages (traveller §9). */
export function PropertyManagementPage() {
  return (
    <InfoPage
      title="Property Management"
      eyebrow="Services for hosts"
      lead="Earn from your home without the day-to-day work. Our local teams look after your guests, your calendar and your property."
      wide
    >
      <InfoSection
        id="packages"
        title="Packages"
        intro="One fee, a share of what your property earns: you pay only when guests stay."
      >
        <PackageGrid packages={packages} label="Property management packages" />
      </InfoSection>
      <div className="grid gap-12 md:grid-cols-2">
        <InfoSection id="how-it-works" title="How it works">
          <BulletList
            items={[
              'Tell us about your property and choose a package.',
              'We visit, prepare the listing and agree the house rules with you.',
              'Guests book on Basera; we handle them from inquiry to check-out.',
              'Your earnings arrive each month with a statement of every stay and fee.',
            ]}
          />
        </InfoSection>
        <InfoSection id="get-started" title="Get started">
          <p>
            Already hosting on Basera? Call or email us on <PhoneOrEmail />. New to hosting? List your
            property first.
          </p>
          <Link href={paths.owner} className={buttonClasses('primary', 'md')}>
            Host Services
          </Link>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
