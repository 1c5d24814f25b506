import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { ListingStatusBadge, UnlistedBadge } from '../../../components/listing/listing-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { adminPages } from '../../../lib/paths.ts';
import { useAdminProperty } from '../api/properties.ts';
import { locationText, nightlyPrice, titleText, typeText } from './admin-property-labels.ts';
import { PropertyActions } from './property-actions.tsx';
import { PropertyFlags } from './property-flags.tsx';

const backLink = (
  <Link
    href={adminPages.properties.path}
    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-text hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    {m.admin_property_all_properties()}
  </Link>
);

function ReviewPanel({ row }: { row: AdminPropertyRow }) {
  const [, navigate] = useLocation();
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <ListingStatusBadge status={row.status} />
        {!row.isListed && <UnlistedBadge />}
      </div>
      <PropertyFlags row={row} className="mt-2" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg">{titleText(row)}</h1>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-fg-muted">{m.admin_property_owner()}</dt>
        <dd className="text-fg">
          {row.owner.name || '—'} · <span className="break-all">{row.owner.email}</span>
        </dd>
        <dt className="text-fg-muted">{m.admin_property_type_location()}</dt>
        <dd className="text-fg">
          {typeText(row)} · {locationText(row)}
        </dd>
        <dt className="text-fg-muted">{m.admin_property_price()}</dt>
        <dd className="text-fg">{m.admin_property_price_per_night({ price: nightlyPrice(row) })}</dd>
      </dl>
      {row.status === 'rejected' && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          <span className="font-semibold">{m.admin_property_rejected_label()} </span>
          {row.rejectionReason?.trim() || m.admin_property_no_reason()}
        </p>
      )}
      <PropertyActions
        row={row}
        onPage={{ onDeleted: () => navigate(adminPages.properties.path) }}
        className="mt-4"
      />
    </div>
  );
}

/**
 * /admin/properties/{id}: the listing's review state and actions over `preview`, the listing as
 * travellers will see it (the public page answers admins whatever the status).
 */
export function AdminPropertyPage({ id, preview }: { id: string; preview: ReactNode }) {
  const row = useAdminProperty(id);

  if (row.isPending)
    return (
      <div aria-busy="true" className="max-w-6xl space-y-3">
        <span className="sr-only" role="status">
          {m.admin_property_loading()}
        </span>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-40 w-full" />
      </div>
    );

  if (row.isError && (statusOf(row.error) === 404 || statusOf(row.error) === 400))
    return (
      <section className="max-w-3xl py-12 text-center">
        <SearchX className="mx-auto size-10 text-fg-muted" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg">{m.admin_property_not_found()}</h1>
        <p className="mt-2 text-fg-muted">{m.admin_property_not_found_text()}</p>
        <Link href={adminPages.properties.path} className={buttonClasses('primary', 'md', 'mt-8')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.admin_property_all_properties()}
        </Link>
      </section>
    );

  if (row.isError)
    return (
      <div className="max-w-3xl space-y-4">
        {backLink}
        <LoadError
          message={m.admin_load_error_this_listing()}
          retrying={row.isFetching}
          onRetry={() => row.refetch()}
        />
      </div>
    );

  return (
    <div className="max-w-6xl">
      {backLink}
      <div className="mt-2">
        <ReviewPanel row={row.data} />
      </div>
      <p className="mt-8 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {m.admin_property_preview()}
      </p>
      <div className="-mx-4 sm:-mx-6 lg:-mx-8">{preview}</div>
    </div>
  );
}
