import { BadgeCheck, Headphones, Paintbrush, ShieldCheck, Star, Wrench } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { BulletList, InfoCard, InfoSection } from '../components/info-layout.tsx';

const promises: Array<{ title: string; text: string; icon: ComponentType<{ className?: string }> }> = [
  { title: m.info_landing_verified_title(), text: m.info_landing_verified_text(), icon: BadgeCheck },
  { title: m.info_landing_top_rated_title(), text: m.info_landing_top_rated_text(), icon: Star },
  { title: m.info_landing_secure_title(), text: m.info_landing_secure_text(), icon: ShieldCheck },
  { title: m.info_landing_support_title(), text: m.info_landing_support_text(), icon: Headphones },
];

const services = [
  {
    title: m.info_landing_management_title(),
    text: m.info_landing_management_text(),
    more: m.info_landing_management_more(),
    href: paths.propertyManagement,
    icon: Wrench,
  },
  {
    title: m.info_landing_interior_title(),
    text: m.info_landing_interior_text(),
    more: m.info_landing_interior_more(),
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
            {m.info_landing_title()}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">{m.info_landing_lead()}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              href={paths.home}
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-gray-900 hover:bg-gray-100"
            >
              {m.info_landing_find_stay()}
            </Link>
            <Link
              href={paths.becomeOwner}
              className="inline-flex min-h-12 items-center rounded-lg border border-white/70 px-6 font-semibold hover:bg-white/10"
            >
              {m.info_become_host()}
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <ul aria-label={m.info_landing_why()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <Icon className="size-6 text-brand-text" aria-hidden="true" />
              <p className="mt-3 font-semibold text-fg">{title}</p>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 md:grid-cols-2">
          <InfoSection id="travellers" title={m.info_landing_travellers()}>
            <BulletList
              items={[
                m.info_landing_travellers_search(),
                m.info_landing_travellers_price(),
                m.info_landing_travellers_pay(),
                m.info_landing_travellers_keep(),
              ]}
            />
            <Link href={paths.home} className={buttonClasses('primary', 'md')}>
              {m.info_landing_search_stays()}
            </Link>
          </InfoSection>
          <InfoSection id="hosts" title={m.info_for_hosts()}>
            <BulletList
              items={[
                m.info_landing_hosts_list(),
                m.info_landing_hosts_price(),
                m.info_landing_hosts_manage(),
              ]}
            />
            <Link href={paths.becomeOwner} className={buttonClasses('outline', 'md')}>
              {m.info_landing_start_hosting()}
            </Link>
          </InfoSection>
        </div>

        <InfoSection id="services" title={m.info_landing_services()}>
          <ul className="grid gap-4 md:grid-cols-2">
            {services.map(({ title, text, more, href, icon: Icon }) => (
              <li key={href}>
                <InfoCard className="h-full">
                  <Icon className="size-6 text-brand-text" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold text-fg">{title}</h3>
                  <p className="mt-1 text-sm">{text}</p>
                  <Link
                    href={href}
                    className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-text underline"
                  >
                    {more}
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
