import { MapPin } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { SearchPlace } from '../../../../domain/schemas/search-places.ts';
import {
  ComboboxOption,
  comboboxInputProps,
  nextActiveOption,
} from '../../../components/ui/combobox-option.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useSearchPlaces } from '../api/search-places.ts';

/** Typing must pause this long before suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Props = {
  /** The input's id (its <label> points at it). */
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  inputClassName?: string;
  /** Drawn beside the input (the hero's icon and "Use current location" button). */
  children?: ReactNode;
  /** In a phone's search sheet the list pushes the fields below down instead of covering them. */
  listInFlow?: boolean;
};

/**
 * The Where field: free text (the search forgives typos), with the places Basera has listings in
 * suggested as one types (GET /api/properties/places), the most listed ones on focus. The ARIA
 * combobox pattern: arrows move through the list (the input keeps focus, aria-activedescendant
 * names the option), Enter chooses (and does not search yet), Escape closes, and a click chooses.
 */
export function PlaceCombobox({
  id,
  value,
  onChange,
  placeholder,
  inputClassName,
  children,
  listInFlow = false,
}: Props) {
  const listId = `${id}-places`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), DEBOUNCE_MS);
  const suggestions = useSearchPlaces(query, open);
  const places = suggestions.data ?? [];
  const showList = open && places.length > 0;

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes
  useEffect(() => setActive(-1), [suggestions.data]);
  const closeAfterPress = useCloseAfterPress(() => setOpen(false));

  const choose = (place: SearchPlace) => {
    onChange(place.city);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0 || event.altKey) return;
      const key = event.key;
      setActive((current) => nextActiveOption(key, current, places.length));
    } else if (event.key === 'Enter' && showList && places[active]) {
      // Enter on a highlighted place chooses it; Enter otherwise searches (the form submits).
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-place-${index}`;
  const listLabel = query ? m.search_places_label() : m.search_places_popular();

  return (
    <div className="relative">
      {/* The input and what is drawn beside it share a box, so the list may sit in flow below. */}
      <div className="relative">
        <input
          id={id}
          {...comboboxInputProps(listId, showList, showList && active >= 0 ? optionId(active) : undefined)}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => (listInFlow ? closeAfterPress() : setOpen(false))}
          onKeyDown={onKeyDown}
          className={inputClassName}
        />
        {children}
      </div>
      <p className="sr-only" aria-live="polite">
        {showList ? m.search_places_status({ count: places.length }) : ''}
      </p>
      <div
        hidden={!showList}
        className={cn(
          'mt-1 overflow-auto rounded-xl border border-line bg-surface py-1 text-left',
          listInFlow ? 'max-h-60' : 'absolute inset-x-0 top-full z-30 max-h-80 min-w-64 shadow-lg',
        )}
      >
        <p aria-hidden="true" className="px-3 pt-1.5 pb-1 text-xs font-semibold text-fg-muted">
          {listLabel}
        </p>
        <div id={listId} role="listbox" aria-label={listLabel}>
          {places.map((place, index) => (
            <ComboboxOption
              key={`${place.city}-${place.state}`}
              id={optionId(index)}
              highlighted={index === active}
              onChoose={() => choose(place)}
              onHighlight={() => setActive(index)}
              className="items-center py-2"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{place.city}</span>
                {place.state && <span className="block truncate text-xs text-fg-muted">{place.state}</span>}
              </span>
              <span className="shrink-0 text-xs text-fg-muted">
                {m.search_place_option({ count: place.listings })}
              </span>
            </ComboboxOption>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A list in flow that closed on blur would move the fields below it while the press that moved focus
 * is still down, and the click would miss (the Search button, a date): it closes just after that
 * press ends, or at once when focus moved by keyboard.
 */
function useCloseAfterPress(close: () => void) {
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, []);
  return () => {
    if (!pressing.current) return close();
    // A moment after the press ends: its click (a tap's comes a little later) lands first.
    document.addEventListener('pointerup', () => setTimeout(close, 250), { once: true, capture: true });
  };
}
