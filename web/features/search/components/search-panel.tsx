import { LocateFixed, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';
import { GuestPicker } from './guest-picker.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import {
  type GuestKey,
  requestCurrentLocation,
  type SearchFilters,
  USE_CURRENT_LOCATION,
} from './search-filters.ts';

import { StayDatesPicker } from './stay-dates-picker.tsx';

type Props = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onSearch: () => void;
  /** In the phone's search sheet: the Where suggestions push the dates down rather than cover them. */
  inSheet?: boolean;
};

/**
 * The hero's full search panel (on phones it opens from the one-line summary). Its dates are a range
 * calendar: check-in from today, check-out after check-in (traveller §5).
 */
export function SearchPanel({ filters, onChange, onSearch, inSheet = false }: Props) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const fieldLabel = 'mb-1.5 block text-sm font-semibold text-fg';

  return (
    <search aria-label={m.search_panel_label()}>
      <form
        onSubmit={submit}
        className="grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface p-4 text-left shadow-xl sm:p-5 lg:grid-cols-[1.6fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-location`} className={fieldLabel}>
            {m.search_where()}
          </label>
          <PlaceCombobox
            id={`${id}-location`}
            value={filters.location}
            onChange={(location) => onChange({ location })}
            placeholder={m.search_where_placeholder()}
            inputClassName={cn(inputClasses, 'min-h-12 pr-12 pl-9')}
            listInFlow={inSheet}
          >
            <MapPin
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
              aria-hidden="true"
            />
            <button
              type="button"
              onClick={() => {
                onChange({ location: USE_CURRENT_LOCATION });
                requestCurrentLocation();
              }}
              aria-label={USE_CURRENT_LOCATION}
              title={USE_CURRENT_LOCATION}
              className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-lg text-fg-muted hover:text-brand-text"
            >
              <LocateFixed className="size-5" />
            </button>
          </PlaceCombobox>
        </div>
        <StayDatesPicker
          value={{ checkIn: filters.checkIn, checkOut: filters.checkOut }}
          onChange={(dates) => onChange(dates)}
          fieldLabelClass={fieldLabel}
        />
        <div className="col-span-2 lg:col-span-1">
          <span id={`${id}-guests`} className={fieldLabel}>
            {m.search_guests()}
          </span>
          <GuestPicker
            labelId={`${id}-guests`}
            value={filters}
            onChange={(key: GuestKey, count) => onChange({ [key]: count })}
          />
        </div>
        <Button type="submit" size="lg" className="col-span-2 lg:col-span-1">
          <Search className="size-5" aria-hidden="true" />
          {m.search_submit()}
        </Button>
      </form>
    </search>
  );
}
