import { Home } from 'lucide-react';
import { useId } from 'react';
import { m } from '#i18n/messages.js';
import type { OwnerPropertySummary } from '../../../../domain/schemas/listings.ts';
import { listingStatusLabel, listingTone } from '../host-labels.ts';

/** "Sea-view Villa · Anjuna", with the status when guests cannot book it yet. */
function optionText(listing: OwnerPropertySummary): string {
  const title = listing.title.trim() || m.host_untitled_listing();
  const place = listing.city ? ` · ${listing.city}` : '';
  const status = listingTone(listing.status) === 'approved' ? '' : ` (${listingStatusLabel(listing.status)})`;
  return `${title}${place}${status}`;
}

/** Which listing's calendar: a native select (keyboard and phone pickers come with it). */
export function ListingSwitcher({
  listings,
  value,
  onChange,
}: {
  listings: OwnerPropertySummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="max-w-md space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {m.host_listing_label()}
      </label>
      <div className="relative">
        <Home
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          aria-hidden="true"
        />
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full truncate rounded-lg border border-line-strong bg-surface py-2 pr-8 pl-9 text-sm font-semibold text-fg hover:border-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {listings.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {optionText(listing)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The listing shown: the one in the address if it is the owner's, else the first approved, else the first. */
export function chosenListing(listings: OwnerPropertySummary[], wanted: string | null): string | undefined {
  return (
    listings.find((listing) => listing.id === wanted) ??
    listings.find((listing) => listingTone(listing.status) === 'approved') ??
    listings[0]
  )?.id;
}
