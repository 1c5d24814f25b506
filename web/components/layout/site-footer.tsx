import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { BrandLogo } from './brand-logo.tsx';

const columns: Array<{ title: string; links: Array<{ label: string; href: string }> }> = [
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.helpCenter },
      { label: 'Safety information', href: paths.safetyInformation },
      { label: 'Cancellation policy', href: paths.cancellationPolicy },
      { label: 'Community guidelines', href: paths.communityGuidelines },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Host Services', href: paths.owner },
      { label: 'Property management', href: paths.propertyManagement },
      { label: 'Interior design', href: paths.interiorDesign },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy policy', href: paths.privacyPolicy },
      { label: 'Terms of service', href: paths.termsOfService },
      { label: 'Cookie policy', href: paths.cookiePolicy },
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
          <p className="max-w-sm text-sm text-fg-muted">
            Short stays across India, priced in rupees. Verified homes, hosts who answer, and help when you
            need it.
          </p>
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
              Mumbai, India
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
          <p>© {new Date().getFullYear()} Basera. All rights reserved.</p>
          <p>
            Instagram · Facebook · X <span className="text-xs">(social pages coming soon)</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
