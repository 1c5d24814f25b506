import { Building2, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { adminPages } from '../../../lib/paths.ts';
import { useAdminProperties } from '../api/properties.ts';
import { emptyText, filterOf, searchOf, type TableFilter } from './admin-property-labels.ts';
import { PropertyFilters } from './property-filters.tsx';
import { PropertyCards, PropertyTable } from './property-table.tsx';
import { PropertyTiles } from './property-tiles.tsx';

function RowsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3 rounded-2xl border border-line bg-surface p-4">
      <span className="sr-only" role="status">
        {m.admin_properties_loading()}
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-10 flex-1" />
          <Skeleton className="hidden h-10 w-24 sm:block" />
          <Skeleton className="h-10 w-20" />
        </div>
      ))}
    </div>
  );
}

function EmptyProperties({ filter, onClear }: { filter: TableFilter; onClear: () => void }) {
  const text = emptyText(filter);
  const filtered = Boolean(filter.status || filter.q.trim());
  return (
    <EmptyState
      icon={Building2}
      title={text.title}
      text={text.body}
      action={
        filtered ? (
          <button type="button" onClick={onClear} className={buttonClasses('outline')}>
            {m.admin_properties_clear_filters()}
          </button>
        ) : (
          <Link href={adminPages.createProperty.path} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {m.admin_properties_add()}
          </Link>
        )
      }
    />
  );
}

/**
 * /admin/properties (§2 Property management): the tiles, the filters and the table. The filter lives
 * in the address (`?status=pending&q=goa`), so the dashboard can link to the pending listings.
 */
export function AdminPropertiesPage() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const filter = useMemo(() => filterOf(search), [search]);
  const list = useAdminProperties(filter);
  const setFilter = useCallback(
    (next: TableFilter) => {
      const query = searchOf(next);
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    },
    [navigate, pathname],
  );

  return (
    <section className="max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {m.admin_properties_title()}
          </h1>
          <p className="mt-1 text-fg-muted">{m.admin_properties_intro()}</p>
        </div>
        <Link href={adminPages.createProperty.path} className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {m.admin_properties_add()}
        </Link>
      </div>

      <PropertyTiles
        counts={list.data?.counts}
        active={filter.status}
        onChoose={(status) => setFilter({ ...filter, status })}
      />
      <PropertyFilters filter={filter} onChange={setFilter} />

      {list.isPending ? (
        <RowsSkeleton />
      ) : list.isError ? (
        <LoadError
          message={m.admin_load_error_the_properties()}
          retrying={list.isFetching}
          onRetry={() => list.refetch()}
        />
      ) : list.data.properties.length === 0 ? (
        <EmptyProperties filter={filter} onClear={() => setFilter({ q: '' })} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="sr-only" role="status">
            {m.admin_properties_count({ count: list.data.properties.length })}
          </p>
          <PropertyTable rows={list.data.properties} />
          <PropertyCards rows={list.data.properties} />
        </div>
      )}
    </section>
  );
}
