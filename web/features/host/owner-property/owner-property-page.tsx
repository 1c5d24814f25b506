import { ArrowLeft, Eye, EyeOff, Pencil, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { OwnerListing } from '../../../../domain/schemas/listings.ts';
import { ListingStatusBadge, UnlistedBadge } from '../../../components/listing/listing-status-badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';
import { useListingVisibility } from '../api/listing-visibility.ts';
import { useOwnerListing } from '../api/owner-listing.ts';
import { listingStatusSentence, listingTone } from '../host-labels.ts';
import { UpcomingBookings } from './upcoming-bookings.tsx';

const backLink = (
  <Link
    href={paths.owner}
    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-text hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    {m.host_your_listings()}
  </Link>
);

function StatusPanel({ listing }: { listing: OwnerListing }) {
  const visibility = useListingVisibility(listing.id);
  const rejected = listingTone(listing.status) === 'rejected';
  const title = listing.form.title.trim() || m.host_untitled_listing();
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg-muted">{m.host_your_listing()}</p>
        <p className="mt-0.5 text-2xl font-bold tracking-tight text-fg">{title}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ListingStatusBadge status={listing.status} />
          {!listing.isListed && <UnlistedBadge />}
        </div>
        <p className={cn('mt-2 max-w-2xl text-sm', rejected ? 'font-medium text-danger-text' : 'text-fg')}>
          {listingStatusSentence(listing)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        <Link
          href={paths.ownerPropertyEdit(listing.id)}
          className={buttonClasses(rejected ? 'primary' : 'outline')}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {rejected ? m.host_edit_and_resubmit() : m.host_edit()}
        </Link>
        {listing.isListed ? (
          <Button
            variant="outline"
            pending={visibility.isPending}
            onClick={() => visibility.mutate('unlist')}
          >
            {!visibility.isPending && <EyeOff className="size-4" aria-hidden="true" />}
            {m.host_unlist()}
          </Button>
        ) : (
          <Button
            variant="primary"
            pending={visibility.isPending}
            onClick={() => visibility.mutate('relist')}
          >
            {!visibility.isPending && <Eye className="size-4" aria-hidden="true" />}
            {m.host_relist()}
          </Button>
        )}
      </div>
    </div>
  );
}

function Band({ children }: { children: ReactNode }) {
  return (
    <div className="border-b border-line bg-muted">
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-8 sm:px-6">
        {backLink}
        <div className="mt-2">{children}</div>
      </div>
    </div>
  );
}

/**
 * /owner/property/{id}: where the listing stands (status, what it means, Edit, Unlist / Relist) and its
 * upcoming bookings, over `preview`, the listing as guests see it. Another owner's or an unknown id is
 * "Property not found" (the server answers 404).
 */
export function OwnerPropertyPage({ id, preview }: { id: string; preview: ReactNode }) {
  const listing = useOwnerListing(id);

  if (listing.isPending)
    return (
      <Band>
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only" role="status">
            {m.host_listing_loading()}
          </span>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-2/3 max-w-md" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full max-w-xl" />
        </div>
      </Band>
    );

  if (listing.isError && statusOf(listing.error) === 404)
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <SearchX className="mx-auto size-10 text-fg-muted" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-fg">{m.host_property_not_found()}</h1>
        <p className="mt-2 text-fg-muted">{m.host_property_not_found_body()}</p>
        <Link href={paths.owner} className={buttonClasses('primary', 'md', 'mt-8')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.host_back_to_listings()}
        </Link>
      </section>
    );

  if (listing.isError)
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {backLink}
        <div className="mt-4">
          <LoadError
            message={m.host_load_error_this_listing()}
            retrying={listing.isFetching}
            onRetry={() => listing.refetch()}
          />
        </div>
      </section>
    );

  return (
    <>
      <Band>
        <StatusPanel listing={listing.data} />
        <UpcomingBookings bookings={listing.data.upcomingBookings} />
      </Band>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {m.host_preview_label()}
        </p>
      </div>
      {preview}
    </>
  );
}
