import { ImageOff, MapPin, Pencil, Users } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { OwnerPropertySummary } from '../../../../domain/schemas/listings.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { ListingStatusBadge, UnlistedBadge } from '../../../components/listing/listing-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { coverUrl, guestsText, listingTone, placeText } from '../host-labels.ts';

/** One of the owner's listings on the dashboard (§3 "Property as listed for owner"). */
export function OwnerPropertyCard({ property }: { property: OwnerPropertySummary }) {
  const cover = coverUrl(property.photos);
  const place = placeText(property);
  const title = property.title.trim() || m.host_untitled_listing();
  const rejected = listingTone(property.status) === 'rejected';
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface p-3 shadow-sm">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-placeholder">
        {cover ? (
          <ListingPhoto
            url={cover}
            alt=""
            width={400}
            height={300}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-fg-muted">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm">{m.host_card_no_photos()}</span>
          </div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <ListingStatusBadge status={property.status} className="shadow-sm" />
          {!property.isListed && <UnlistedBadge className="shadow-sm" />}
        </div>
      </div>
      <div className="flex flex-1 flex-col px-1 pt-3">
        <h3 className="line-clamp-2 text-base font-semibold text-fg">{title}</h3>
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-fg-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{place}</span>
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 text-fg-muted">
            <Users className="size-4" aria-hidden="true" />
            {guestsText(property.maxGuests)}
          </span>
          <span className="text-fg">
            <span className="font-bold">{formatPrice(property.basePrice)}</span>
            <span className="text-fg-muted">{m.host_per_night_suffix()}</span>
          </span>
        </div>
        {rejected && (
          <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            <span className="font-semibold">{m.host_card_not_approved()} </span>
            {property.rejectionReason?.trim() || m.host_card_no_reason()}
          </p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Link href={paths.ownerProperty(property.id)} className={buttonClasses('outline', 'sm')}>
            {m.host_view()}
            <span className="sr-only">: {title}</span>
          </Link>
          <Link href={paths.ownerPropertyEdit(property.id)} className={buttonClasses('soft', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            {rejected ? m.host_edit_and_resubmit() : m.host_edit()}
            <span className="sr-only">: {title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
