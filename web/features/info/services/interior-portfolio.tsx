import { BedDouble, Building2, Castle, Home, Mountain, Sofa } from 'lucide-react';
import type { ComponentType } from 'react';
import { m } from '#i18n/messages.js';

type Project = {
  title: string;
  place: string;
  scope: string;
  icon: ComponentType<{ className?: string }>;
  tint: string;
};

const projects: Project[] = [
  {
    title: m.info_portfolio_flat_title(),
    place: m.info_portfolio_flat_place(),
    scope: m.info_portfolio_flat_scope(),
    icon: Building2,
    tint: 'from-sky-200 to-emerald-200 dark:from-sky-950 dark:to-emerald-950',
  },
  {
    title: m.info_portfolio_haveli_title(),
    place: m.info_portfolio_haveli_place(),
    scope: m.info_portfolio_haveli_scope(),
    icon: Castle,
    tint: 'from-amber-200 to-rose-200 dark:from-amber-950 dark:to-rose-950',
  },
  {
    title: m.info_portfolio_cottage_title(),
    place: m.info_portfolio_cottage_place(),
    scope: m.info_portfolio_cottage_scope(),
    icon: Mountain,
    tint: 'from-lime-200 to-teal-200 dark:from-lime-950 dark:to-teal-950',
  },
  {
    title: m.info_portfolio_villa_title(),
    place: m.info_portfolio_villa_place(),
    scope: m.info_portfolio_villa_scope(),
    icon: Sofa,
    tint: 'from-orange-200 to-yellow-100 dark:from-orange-950 dark:to-yellow-950',
  },
  {
    title: m.info_portfolio_studio_title(),
    place: m.info_portfolio_studio_place(),
    scope: m.info_portfolio_studio_scope(),
    icon: Home,
    tint: 'from-violet-200 to-sky-200 dark:from-violet-950 dark:to-sky-950',
  },
  {
    title: m.info_portfolio_backwater_title(),
    place: m.info_portfolio_backwater_place(),
    scope: m.info_portfolio_backwater_scope(),
    icon: BedDouble,
    tint: 'from-emerald-200 to-cyan-200 dark:from-emerald-950 dark:to-cyan-950',
  },
];

/** Selected Basera Interiors projects (the home page's View Portfolio leads here). */
export function InteriorPortfolio() {
  return (
    <ul aria-label={m.info_portfolio_label()} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map(({ title, place, scope, icon: Icon, tint }) => (
        <li key={title} className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          <div className={`grid h-36 place-items-center bg-gradient-to-br ${tint}`}>
            <Icon className="size-10 text-gray-800/70 dark:text-white/60" aria-hidden="true" />
          </div>
          <div className="p-4">
            <h3 className="font-semibold text-fg">{title}</h3>
            <p className="text-sm text-fg-muted">{place}</p>
            <p className="mt-2 text-sm font-medium text-brand-text">{scope}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
