import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertySort } from '../../../../domain/schemas/properties.ts';
import { sortOptions } from '../search-query.ts';

/** The results' order: a native select (keyboard and phone pickers come with it), labelled "Sort by". */
export function SortSelect({
  value,
  onChange,
}: {
  value: PropertySort;
  onChange: (sort: PropertySort) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-fg-muted max-sm:sr-only">
        {m.search_sort_label()}
      </label>
      <div className="relative min-w-0 flex-1">
        <ArrowUpDown
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          aria-hidden="true"
        />
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as PropertySort)}
          className="min-h-11 w-full rounded-lg border border-line-strong bg-surface py-2 pr-8 pl-9 text-sm font-semibold text-fg hover:border-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
