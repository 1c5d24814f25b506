import { BedDouble, Building2, Castle, Home, Mountain, Sofa } from 'lucide-react';
import type { ComponentType } from 'react';

type Project = {
  title: string;
  place: string;
  scope: string;
  icon: ComponentType<{ className?: string }>;
  tint: string;
};

const projects: Project[] = [
  {
    title: 'Sea-facing two-bedroom flat',
    place: 'Bandra, Mumbai',
    scope: 'Complete Home Design · 10 weeks',
    icon: Building2,
    tint: 'from-sky-200 to-emerald-200 dark:from-sky-950 dark:to-emerald-950',
  },
  {
    title: 'Haveli guest suite',
    place: 'Jaipur, Rajasthan',
    scope: 'Room Makeover · 4 weeks',
    icon: Castle,
    tint: 'from-amber-200 to-rose-200 dark:from-amber-950 dark:to-rose-950',
  },
  {
    title: 'Hillside cottage',
    place: 'Manali, Himachal Pradesh',
    scope: 'Room Makeover ×2 · 3 weeks',
    icon: Mountain,
    tint: 'from-lime-200 to-teal-200 dark:from-lime-950 dark:to-teal-950',
  },
  {
    title: 'Villa living room',
    place: 'Assagao, Goa',
    scope: 'Design Consultation · 1 week',
    icon: Sofa,
    tint: 'from-orange-200 to-yellow-100 dark:from-orange-950 dark:to-yellow-950',
  },
  {
    title: 'Studio for long stays',
    place: 'Indiranagar, Bengaluru',
    scope: 'Complete Home Design · 8 weeks',
    icon: Home,
    tint: 'from-violet-200 to-sky-200 dark:from-violet-950 dark:to-sky-950',
  },
  {
    title: 'Backwater bedroom',
    place: 'Alleppey, Kerala',
    scope: 'Room Makeover · 3 weeks',
    icon: BedDouble,
    tint: 'from-emerald-200 to-cyan-200 dark:from-emerald-950 dark:to-cyan-950',
  },
];

/** Selected Basera Interiors projects (the home page's View Portfolio leads here). */
export function InteriorPortfolio() {
  return (
    <ul aria-label="Portfolio projects" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
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
