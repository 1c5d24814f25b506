import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { m } from '#i18n/messages.js';
import { GuestPicker } from './guest-picker.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import type { GuestKey, SearchFilters } from './search-filters.ts';
import { StayDatesPicker } from './stay-dates-picker.tsx';

type Props = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onSearch: () => void;
};

const cell = 'min-h-11 w-full rounded-lg bg-transparent px-3 text-sm text-fg placeholder:text-fg-muted';

/**
 * The compact bar that stands in for the hero panel once the page has scrolled past 200 px
 * (viewports 880 px or wider). Its dates open the panel's range calendar and read "12 Mar 2027" in
 * the page's language: native date inputs follow the browser's locale, not the page's (decision 121).
 */
export function CompactSearchBar({ filters, onChange, onSearch }: Props) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <search
      aria-label={m.search_compact_label()}
      className="fixed inset-x-0 top-16 z-30 block border-b border-line bg-page/95 shadow-sm backdrop-blur"
    >
      <form onSubmit={submit} className="mx-auto flex max-w-4xl items-center gap-1 rounded-full px-4 py-2">
        <div className="flex flex-1 items-center divide-x divide-line rounded-full border border-line-strong bg-surface py-1 pr-1 pl-2">
          <div className="flex-[1.4]">
            <label htmlFor={`${id}-location`} className="sr-only">
              {m.search_where()}
            </label>
            <PlaceCombobox
              id={`${id}-location`}
              value={filters.location}
              onChange={(location) => onChange({ location })}
              placeholder={m.search_where_to()}
              inputClassName={cell}
            />
          </div>
          <StayDatesPicker
            compact
            value={{ checkIn: filters.checkIn, checkOut: filters.checkOut }}
            onChange={(dates) => onChange(dates)}
          />
          <div className="flex-1">
            <span id={`${id}-guests`} className="sr-only">
              {m.search_guests()}
            </span>
            <GuestPicker
              compact
              labelId={`${id}-guests`}
              value={filters}
              onChange={(key: GuestKey, count) => onChange({ [key]: count })}
            />
          </div>
          <button
            type="submit"
            aria-label={m.search_submit()}
            className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg hover:bg-brand-hover"
          >
            <Search className="size-4" />
          </button>
        </div>
      </form>
    </search>
  );
}
