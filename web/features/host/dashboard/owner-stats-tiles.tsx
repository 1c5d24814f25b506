import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';
import { useOwnerStats } from '../api/owner-stats.ts';
import { type ListingTone, listingCounts, statTiles } from '../host-labels.ts';

const dots: Record<ListingTone, string> = {
  approved: 'bg-green-600 dark:bg-green-400',
  pending: 'bg-yellow-500 dark:bg-yellow-300',
  rejected: 'bg-red-600 dark:bg-red-400',
  draft: 'bg-line-strong',
};

function Tile({
  label,
  value,
  wide = false,
  children,
}: {
  label: string;
  value: ReactNode;
  /** Across both columns on phones. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5',
        wide && 'col-span-2 lg:col-span-1',
      )}
    >
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tracking-tight text-fg tabular-nums">{value}</span>
        {children}
      </dd>
    </div>
  );
}

/**
 * Where the tiles lead (by the tile's label): the Reservations page at the tab the figure counts, and
 * the earnings page. `text` may hold <more>…</more>: words only screen readers hear.
 */
const tileLinks: Record<string, { href: string; text: string }> = {
  [m.host_stat_upcoming_reservations()]: { href: paths.reservations, text: m.host_view_all_upcoming() },
  [m.host_stat_pending_requests()]: {
    href: `${paths.reservations}?tab=requests`,
    text: m.host_answer_requests(),
  },
  [m.host_stat_earnings_this_month()]: { href: paths.ownerEarnings, text: m.host_view_earnings() },
};

function TileLink({ href, text }: { href: string; text: string }) {
  return (
    <Link
      href={href}
      className="mt-1 -mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text hover:underline sm:min-h-9"
    >
      <RichText text={text} tags={{ more: (words) => <span className="sr-only">{words}</span> }} />
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** The dashboard's figures (GET /api/owner/stats): listings by status, reservations, requests, earnings. */
export function OwnerStatsTiles() {
  const stats = useOwnerStats();
  if (stats.isPending)
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        <span className="sr-only" role="status">
          {m.host_figures_loading()}
        </span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-7 w-1/3" />
          </div>
        ))}
      </div>
    );
  if (stats.isError)
    return (
      <p className="rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-fg-muted" role="alert">
        {m.host_figures_failed()}
        <RetryButton onRetry={() => stats.refetch()} />
      </p>
    );
  const listings = listingCounts(stats.data.listings);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label={m.host_tile_listings()} value={listings.total} wide>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted lg:grid lg:grid-cols-2 lg:gap-x-3">
          {listings.byStatus.map((item) => (
            <li key={item.tone} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2 rounded-full', dots[item.tone])} />
              {item.text}
            </li>
          ))}
        </ul>
      </Tile>
      {statTiles(stats.data).map((tile, i, all) => (
        <Tile key={tile.label} label={tile.label} value={tile.value} wide={i === all.length - 1}>
          {tileLinks[tile.label] && <TileLink {...tileLinks[tile.label]!} />}
        </Tile>
      ))}
    </dl>
  );
}
