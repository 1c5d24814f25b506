import { Check } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { cn } from '../../../lib/class-names.ts';

export type ServicePackage = {
  /** A stable key for the card's heading id (`package-essential`), whatever the page's language. */
  id: string;
  name: string;
  price: string;
  priceNote: string;
  facts: Array<{ label: string; value: string }>;
  features: string[];
  highlighted?: boolean;
};

/** A service package: name, price, key facts and what it includes. */
export function PackageCard({ pkg }: { pkg: ServicePackage }) {
  const titleId = `package-${pkg.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-surface p-6 shadow-sm',
        pkg.highlighted ? 'border-brand ring-1 ring-brand' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-fg">
          {pkg.name}
        </h3>
        {pkg.highlighted && (
          <p className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-text">
            {m.info_package_recommended()}
          </p>
        )}
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-fg">{pkg.price}</p>
      <p className="text-sm text-fg-muted">{pkg.priceNote}</p>
      <dl className="mt-5 space-y-2 border-y border-line py-4 text-sm">
        {pkg.facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4">
            <dt className="text-fg-muted">{fact.label}</dt>
            <dd className="text-right font-medium text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 space-y-2 text-sm text-fg-muted">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Packages side by side on wide screens, stacked on phones. */
export function PackageGrid({ packages, label }: { packages: ServicePackage[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 md:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} />
        </li>
      ))}
    </ul>
  );
}
