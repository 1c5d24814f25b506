import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { contactParams, WithContactLinks } from '../components/contact-links.tsx';
import { BulletList, InfoPage, InfoSection } from '../components/info-layout.tsx';
import { PackageGrid, type ServicePackage } from './package-card.tsx';

const packages: ServicePackage[] = [
  {
    id: 'essential',
    name: m.info_management_essential(),
    price: '15%',
    priceNote: m.info_management_gross_revenue(),
    facts: [{ label: m.info_management_support_response(), value: m.info_management_24_48h() }],
    features: [
      m.info_management_essential_setup(),
      m.info_management_essential_messages(),
      m.info_management_essential_calendar(),
      m.info_management_essential_statement(),
    ],
  },
  {
    id: 'professional',
    name: m.info_management_professional(),
    price: '20%',
    priceNote: m.info_management_gross_revenue(),
    facts: [{ label: m.info_management_support_response(), value: m.info_management_2_4h() }],
    features: [
      m.info_management_professional_everything(),
      m.info_management_professional_check_in(),
      m.info_management_professional_cleaning(),
      m.info_management_professional_prices(),
    ],
    highlighted: true,
  },
  {
    id: 'premium',
    name: m.info_management_premium(),
    price: '25%',
    priceNote: m.info_management_gross_revenue(),
    facts: [{ label: m.info_management_support_response(), value: m.info_management_1h() }],
    features: [
      m.info_management_premium_everything(),
      m.info_management_premium_manager(),
      m.info_management_premium_repairs(),
      m.info_management_premium_photography(),
    ],
  },
];

/** /property-management: the three management packages (traveller §9). */
export function PropertyManagementPage() {
  return (
    <InfoPage
      title={m.info_management_title()}
      eyebrow={m.info_management_eyebrow()}
      lead={m.info_management_lead()}
      wide
    >
      <InfoSection id="packages" title={m.info_packages()} intro={m.info_management_packages_intro()}>
        <PackageGrid packages={packages} label={m.info_management_packages_label()} />
      </InfoSection>
      <div className="grid gap-12 md:grid-cols-2">
        <InfoSection id="how-it-works" title={m.info_management_how()}>
          <BulletList
            items={[
              m.info_management_how_tell(),
              m.info_management_how_visit(),
              m.info_management_how_guests(),
              m.info_management_how_earnings(),
            ]}
          />
        </InfoSection>
        <InfoSection id="get-started" title={m.info_management_get_started()}>
          <p>
            <WithContactLinks text={m.info_management_get_started_text(contactParams)} />
          </p>
          <Link href={paths.owner} className={buttonClasses('primary', 'md')}>
            {m.info_management_host_services()}
          </Link>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
