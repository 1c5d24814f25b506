import { Building2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type PropertyCardData, useProperties } from '../api/properties.ts';
import { PropertyCard } from '../../../components/listing/property-card.tsx';

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

function CardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-3">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-3 h-4 w-2/3" />
      <div className="mt-5 flex justify-between">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

/** What each card shows on its photo's corner (the wishlist heart), given by whoever composes the page. */
export type CardAction = (property: PropertyCardData) => ReactNode;

/** The home grid with its loading (skeletons), error (retry) and empty states. */
export function PropertyGrid({ cardAction }: { cardAction?: CardAction }) {
  const properties = useProperties();

  if (properties.isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          Loading properties
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (properties.isError) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-10 text-center" role="alert">
        <p className="font-semibold text-fg">We couldn't load properties.</p>
        <p className="mt-1 text-sm text-fg-muted">Check your connection and try again.</p>
        <Button
          variant="outline"
          className="mt-5"
          pending={properties.isFetching}
          onClick={() => properties.refetch()}
        >
          {!properties.isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  }

  if (properties.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line-strong p-10 text-center">
        <Building2 className="mx-auto size-8 text-fg-muted" aria-hidden="true" />
        <p className="mt-3 font-semibold text-fg">No properties available yet</p>
        <p className="mt-1 text-sm text-fg-muted">
          New stays are added all the time. Please check back soon.
        </p>
      </div>
    );
  }

  return (
    <div className={gridClass}>
      {properties.data.map((property) => (
        <PropertyCard key={property.id} property={property} action={cardAction?.(property)} />
      ))}
    </div>
  );
}
