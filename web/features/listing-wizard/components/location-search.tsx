import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { Place } from '../../../../domain/schemas/places.ts';
import {
  ComboboxOption,
  comboboxInputProps,
  nextActiveOption,
} from '../../../components/ui/combobox-option.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { MIN_PLACE_QUERY, usePlaceSuggestions } from '../api/places.ts';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 300;
/** The list stays this long after the field loses focus (§9), so a click on a suggestion lands. */
const CLOSE_AFTER_BLUR_MS = 200;

/**
 * The address search of the location step: a combobox whose listbox of suggestions comes from
 * GET /api/places. Arrow keys move through the list, Enter chooses, Escape closes; a failed search
 * shows nothing (§8: geocoding failures are ignored).
 */
export function LocationSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(query);
  const places = suggestions.data?.places ?? [];
  const searching = query.length >= MIN_PLACE_QUERY;
  const showList = open && searching && (places.length > 0 || suggestions.isSuccess);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes
  useEffect(() => setActive(-1), [suggestions.data]);

  const choose = (place: Place) => {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const key = event.key;
      setActive((current) => nextActiveOption(key, current, places.length));
    } else if (event.key === 'Enter') {
      const place = places[active];
      // Never submits the wizard's form from here.
      event.preventDefault();
      if (showList && place) choose(place);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = showList && active >= 0 ? `${id}-option-${active}` : undefined;
  const status = !searching
    ? ''
    : suggestions.isFetching && places.length === 0
      ? m.wizard_search_searching()
      : suggestions.isSuccess && places.length === 0
        ? m.wizard_search_no_places_status({ query })
        : suggestions.isSuccess
          ? m.wizard_search_suggestions({ count: places.length })
          : '';

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {m.wizard_search_label()}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          id={id}
          {...comboboxInputProps(listId, showList, activeId)}
          aria-describedby={`${id}-status`}
          placeholder={m.wizard_search_placeholder()}
          className="pr-10 pl-9"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
        />
        {searching && suggestions.isFetching && (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" label={null} />
        )}
      </div>
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {open ? status : ''}
      </p>
      <div
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-line bg-surface py-1 shadow-lg"
      >
        <div id={listId} role="listbox" aria-label={m.wizard_search_list_label()}>
          {places.map((place, index) => (
            <ComboboxOption
              key={`${place.label}-${place.latitude}-${place.longitude}`}
              id={`${id}-option-${index}`}
              highlighted={index === active}
              onChoose={() => choose(place)}
              onHighlight={() => setActive(index)}
              className="items-start py-2.5"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
              <span>{place.label}</span>
            </ComboboxOption>
          ))}
        </div>
        {suggestions.isSuccess && places.length === 0 && (
          <p className="px-3 py-2.5 text-sm text-fg-muted">{m.wizard_search_no_places({ query })}</p>
        )}
        {suggestions.data?.source === 'gazetteer' && places.length > 0 && (
          <p className="border-t border-line px-3 py-2 text-xs text-fg-muted">
            {m.wizard_search_towns_only()}
          </p>
        )}
      </div>
    </div>
  );
}
