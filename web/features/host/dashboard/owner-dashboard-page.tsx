import { Home, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerProperties } from '../api/owner-properties.ts';
import { OwnerPropertyCard } from '../components/owner-property-card.tsx';
import { greeting } from '../host-labels.ts';
import { ContinueDraftCard } from './continue-draft-card.tsx';
import { OwnerStatsTiles } from './owner-stats-tiles.tsx';

function CardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-3">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <div className="space-y-3 px-1 pt-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}

function OwnerListings() {
  const properties = useOwnerProperties();
  if (properties.isPending)
    return (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          {m.host_listings_loading()}
        </span>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  if (properties.isError)
    return (
      <LoadError
        message={m.host_load_error_your_listings()}
        retrying={properties.isFetching}
        onRetry={() => properties.refetch()}
      />
    );
  if (properties.data.length === 0)
    return (
      <EmptyState
        icon={Home}
        title={m.host_no_properties()}
        text={m.host_no_properties_body()}
        link={{ href: paths.createProperty, label: m.host_add_first_property(), icon: Plus }}
      />
    );
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {properties.data.map((property) => (
        <li key={property.id} className="flex">
          <div className="flex-1">
            <OwnerPropertyCard property={property} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /owner (admin-and-host §2): the greeting, the owner's figures, the listing in progress and the listings. */
export function OwnerDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">{greeting(user?.firstName)}</h1>
          <p className="mt-1 text-fg-muted">{m.host_dashboard_intro()}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          {/* Not in the Host menu: the spec names that menu's items (Dashboard, Calendar). */}
          <Link href={paths.ownerTax} className={buttonClasses('outline', 'md')}>
            {m.host_gst_registrations()}
          </Link>
          <Link href={paths.ownerPayoutAccount} className={buttonClasses('outline', 'md')}>
            {m.host_payout_account()}
          </Link>
          <Link href={paths.createProperty} className={buttonClasses('primary', 'md')}>
            <Plus className="size-4" aria-hidden="true" />
            {m.host_list_your_property()}
          </Link>
        </div>
      </div>
      <div className="mt-8 space-y-6">
        <OwnerStatsTiles />
        <ContinueDraftCard />
      </div>
      <h2 className="mt-10 mb-4 text-xl font-semibold text-fg">{m.host_your_listings()}</h2>
      <OwnerListings />
    </section>
  );
}
