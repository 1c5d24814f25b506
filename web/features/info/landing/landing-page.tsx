import { BadgeCheck, Headphones, Paintbrush, ShieldCheck, Star, Wrench } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoCard, InfoSection } from '../components/info-layout.tsx';

const promises: Array<{ title: string; text: string; icon: ComponentType<{ className?: string }> }> = [
  { title: 'Verified properties', text: 'Every listing is reviewed before it appears.', icon: BadgeCheck },
  { title: 'Top-rated stays', text: 'Guests review where they stayed.', icon: Star },
  {
    title: 'Secure booking',
    text: 'Pay through Razorpay, or book by contacting the host.',
    icon: ShieldCheck,
  },
  { title: '24/7 support', text: 'Someone to call when a trip needs help.', icon: Headphones },
];

const services = [
  {
    title: 'Property management',
    text: 'We run your listing for 15-25% of what it earns: guests, cleaning, pricing and upkeep.',
    href: paths.propertyManagement,
    icon: Wrench,
  },
  {
    title: 'Interior design',
    text: 'From a one-week consultation to a complete home design, with a warranty.',
    href: paths.interiorDesign,
    icon: Paintbrush,
  },
];

/** /landing: Basera in short, for travellers and for hosts (decision 33). */
export function LandingPage() {
  return (
    <div>
      <div className="bg-brand text-brand-fg">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 tabIndex={-1} className="text-4xl font-bold tracking-tight outline-none sm:text-5xl">
            Welcome to Basera
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">
            Short stays across India, priced in rupees — and a simple way for homeowners to host them.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              href={paths.home}
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-gray-900 hover:bg-gray-100"
            >
              Find a stay
            </Link>
            <Link
              href={paths.becomeOwner}
              className="inline-flex min-h-12 items-center rounded-lg border border-white/70 px-6 font-semibold hover:bg-white/10"
            >
              Become a host
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <ul aria-label="Why Basera" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <Icon className="size-6 text-brand-text" aria-hidden="true" />
              <p className="mt-3 font-semibold text-fg">{title}</p>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 md:grid-cols-2">
          <InfoSection id="travellers" title="For travellers">
            <BulletList
              items={[
                'Search homes, villas and apartments by city and dates.',
                'See the full price in rupees before you book.',
                'Pay online, or send a request and arrange with the host; hosts respond within 24 hours.',
                'Keep your trips and wishlists in one place.',
              ]}
            />
            <Link href={paths.home} className={buttonClasses('primary', 'md')}>
              Search stays
            </Link>
          </InfoSection>
          <InfoSection id="hosts" title="For hosts">
            <BulletList
              items={[
                'List your property step by step, with photos, amenities and house rules.',
                'Choose your price and your cancellation policy.',
                'Manage your calendar and reservations from your dashboard.',
              ]}
            />
            <Link href={paths.becomeOwner} className={buttonClasses('outline', 'md')}>
              Start hosting
            </Link>
          </InfoSection>
        </div>

        <InfoSection id="services" title="Services for homeowners">
          <ul className="grid gap-4 md:grid-cols-2">
            {services.map(({ title, text, href, icon: Icon }) => (
              <li key={href}>
                <InfoCard className="h-full">
                  <Icon className="size-6 text-brand-text" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold text-fg">{title}</h3>
                  <p className="mt-1 text-sm">{text}</p>
                  <Link
                    href={href}
                    className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-text underline"
                  >
                    Learn more about {title.toLowerCase()}
                  </Link>
                </InfoCard>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
    </div>
  );
}
