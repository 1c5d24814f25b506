import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { m } from '#i18n/messages.js';
import { guestLabel } from '../property-text.ts';

/** The guest dropdown: 1 to the listing's maximum, "1 guest" / "N guests". */
export function GuestSelect({
  value,
  maxGuests,
  onChange,
}: {
  value: number;
  maxGuests: number;
  onChange: (guests: number) => void;
}) {
  const id = useId();
  const options = Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1);
  return (
    <div className="relative rounded-b-xl border border-t-0 border-line-strong hover:bg-muted">
      <label htmlFor={id} className="block px-3 pt-2 text-xs font-bold tracking-wide text-fg uppercase">
        {m.property_guests()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block min-h-9 w-full appearance-none bg-transparent px-3 pb-2 text-sm text-fg focus:outline-none"
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {guestLabel(n)}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
        aria-hidden="true"
      />
    </div>
  );
}
