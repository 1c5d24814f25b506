import { ImageOff } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { paise } from '../../../../domain/money.ts';
import { photoSources } from '../../../../domain/rules/photo-sources.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { formatPaise } from '../../../lib/formatters.ts';

type PreviewFacts = Pick<
  ListingForm,
  'title' | 'city' | 'state' | 'maxGuests' | 'bedrooms' | 'beds' | 'bathrooms' | 'basePrice' | 'photos'
>;

/** The listing as a guest's card will show it: cover photo, title, place, sizes and the nightly price. */
export function ListingPreviewCard({
  listing,
  typeName,
}: {
  listing: PreviewFacts;
  typeName: string | null;
}) {
  const cover = listing.photos.find((photo) => photo.isMainPhoto) ?? listing.photos[0];
  const place = [listing.city.trim(), listing.state.trim()].filter(Boolean).join(', ');
  const sizes = [
    m.wizard_preview_guests({ count: listing.maxGuests }),
    m.wizard_preview_bedrooms({ count: listing.bedrooms }),
    m.wizard_preview_beds({ count: listing.beds }),
    m.wizard_preview_bathrooms({ count: listing.bathrooms }),
  ].join(' · ');
  return (
    <article
      aria-label={m.wizard_preview_label()}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="aspect-[4/3] bg-placeholder">
        {cover ? (
          <img
            {...photoSources(cover.url, 640)}
            sizes="(min-width: 1024px) 360px, 100vw"
            alt={cover.caption || m.wizard_cover_photo()}
            width={640}
            height={480}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-fg-muted">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm">{m.wizard_preview_no_photos()}</span>
          </div>
        )}
      </div>
      <div className="space-y-1 p-4">
        {typeName && (
          <p className="text-xs font-semibold tracking-wide text-brand-text uppercase">{typeName}</p>
        )}
        <h3 className="text-lg font-semibold text-fg">
          {listing.title.trim() || m.wizard_preview_title_placeholder()}
        </h3>
        <p className="text-sm text-fg-muted">{place || m.wizard_preview_city_placeholder()}</p>
        <p className="text-sm text-fg-muted">{sizes}</p>
        <p className="pt-2 text-fg">
          <span className="font-bold tabular-nums">
            {formatPaise(paise(Math.round(listing.basePrice) * 100))}
          </span>{' '}
          <span className="text-fg-muted">{m.wizard_per_night()}</span>
        </p>
      </div>
    </article>
  );
}
