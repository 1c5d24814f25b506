import { useCallback, useId } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyStatus } from '../../../../domain/schemas/properties.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import { statusFilterOptions, type TableFilter } from './admin-property-labels.ts';

type Props = { filter: TableFilter; onChange: (filter: TableFilter) => void };

/** The status filter and the search box (title, city, state or owner); the search applies as one types. */
export function PropertyFilters({ filter, onChange }: Props) {
  const searchId = useId();
  const statusId = useId();
  const applyQ = useCallback((q: string) => onChange({ ...filter, q }), [filter, onChange]);
  const [q, setQ] = useTypedSearch(filter.q, applyQ);

  return (
    <search aria-label={m.admin_properties_find()} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-fg">
          {m.admin_properties_search()}
        </label>
        <SearchInput
          id={searchId}
          value={q}
          maxLength={100}
          placeholder={m.admin_properties_search_placeholder()}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="space-y-1.5 sm:w-48">
        <label htmlFor={statusId} className="block text-sm font-medium text-fg">
          {m.admin_properties_status()}
        </label>
        <select
          id={statusId}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({ q, status: (event.target.value || undefined) as PropertyStatus | undefined })
          }
          className="min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-fg hover:border-fg focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
        >
          {statusFilterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
