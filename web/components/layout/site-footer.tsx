import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { paths } from '../../lib/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const columns: Array<{ title: string; links: Array<{ label: string; href: string }> }> = [
  {
    title: m.shell_footer_support(),
    links: [
      { label: m.shell_footer_help_center(), href: paths.helpCenter },
      { label: m.shell_footer_safety_information(), href: paths.safetyInformation },
      { label: m.shell_footer_cancellation_policy(), href: paths.cancellationPolicy },
      { label: m.shell_footer_community_guidelines(), href: paths.communityGuidelines },
    ],
  },
  {
    title: m.shell_footer_services(),
    links: [
      { label: m.shell_footer_host_services(), href: paths.owner },
      { label: m.shell_footer_property_management(), href: paths.propertyManagement },
      { label: m.shell_footer_interior_design(), href: paths.interiorDesign },
    ],
  },
  {
    title: m.shell_footer_legal(),
    links: [
      { label: m.shell_footer_privacy_policy(), href: paths.privacyPolicy },
      { label: m.shell_footer_terms_of_service(), href: paths.termsOfService },
      { label: m.shell_footer_cookie_policy(), href: paths.cookiePolicy },
    ],
  },
];

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-fg-muted hover:text-fg hover:underline sm:min-h-8';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-muted print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="space-y-3 lg:col-span-2">
          <BrandLogo />
          <p className="max-w-sm text-sm text-fg-muted">{m.shell_footer_about()}</p>
          <ul className="space-y-1 text-sm text-fg-muted">
            <li>
              <a href="mailto:hello@basera.in" className={linkClass}>
                <Mail className="mr-2 size-4" aria-hidden="true" />
                hello@basera.in
              </a>
            </li>
            <li>
              <a href="tel:+912240001234" className={linkClass}>
                <Phone className="mr-2 size-4" aria-hidden="true" />
                +91 22 4000 1234
              </a>
            </li>
            <li className="inline-flex min-h-8 items-center">
              <MapPin className="mr-2 size-4" aria-hidden="true" />
              {m.shell_footer_city()}
            </li>
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-fg">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{m.shell_footer_copyright({ year: new Date().getFullYear() })}</p>
          <nav aria-label={m.shell_language()}>
            <LanguageSwitch variant="footer" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
