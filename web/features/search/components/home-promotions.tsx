import { Home, Palette } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** Basera Interiors promotion (its buttons lead to the interior-design page). */
export function InteriorsPromotion() {
  return (
    <section aria-labelledby="interiors-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-line bg-brand-soft p-6 sm:p-8 md:grid-cols-[1.3fr_1fr] md:p-12">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-text">
            <Palette className="size-4" aria-hidden="true" />
            {m.search_interiors_eyebrow()}
          </p>
          <h2 id="interiors-title" className="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {m.search_interiors_title()}
          </h2>
          <p className="mt-3 max-w-xl text-fg-muted">{m.search_interiors_text()}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={paths.interiorDesign} className={buttonClasses('primary', 'md')}>
              {m.search_interiors_explore()}
            </Link>
            <Link href={`${paths.interiorDesign}#portfolio`} className={buttonClasses('outline', 'md')}>
              {m.search_interiors_portfolio()}
            </Link>
          </div>
        </div>
        {/* One tile a row on phones: three side by side overflowed at 320-390 px. */}
        <ul
          className="grid min-w-0 grid-cols-1 gap-3 text-center min-[480px]:grid-cols-3"
          aria-label={m.search_interiors_packages()}
        >
          {[
            [m.search_interiors_consultation(), m.search_interiors_weeks({ count: 1 })],
            [m.search_interiors_room_makeover(), m.search_interiors_weeks_range({ from: 3, to: 4 })],
            [m.search_interiors_home_design(), m.search_interiors_weeks_range({ from: 8, to: 12 })],
          ].map(([name, time]) => (
            <li key={name} className="min-w-0 rounded-2xl bg-surface p-4 shadow-sm">
              <p className="text-sm font-semibold break-words text-fg">{name}</p>
              <p className="mt-1 text-xs text-fg-muted">{time}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** "Join the community" block for would-be hosts. */
export function HostCommunityBlock() {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-brand p-8 text-brand-fg md:flex md:items-center md:justify-between md:gap-10 md:p-12">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold opacity-90">
            <Home className="size-4" aria-hidden="true" />
            {m.search_community_eyebrow()}
          </p>
          <h2 id="community-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
            {m.search_community_title()}
          </h2>
          <p className="mt-3 max-w-xl opacity-90">{m.search_community_text()}</p>
        </div>
        <Link
          href={paths.owner}
          className="mt-6 inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-gray-900 hover:bg-gray-100 md:mt-0"
        >
          {m.search_community_start()}
        </Link>
      </div>
    </section>
  );
}
