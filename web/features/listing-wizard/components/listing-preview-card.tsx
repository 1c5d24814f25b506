import { ImageOff } from 'lucide-react';
import { formatRupees } from '../../../../domain/money.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { plural } from '../../../lib/formatters.ts';
import { photoSources } from '../../../lib/photo-sources.ts';

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
    plural(listing.maxGuests, 'guest'),
    plural(listing.bedrooms, 'bedroom'),
    plural(listing.beds, 'bed'),
    plural(listing.bathrooms, 'bathroom'),
  ].join(' · ');
  return (
    <article
      aria-label="Listing preview"
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="aspect-[4/3] bg-placeholder">
        {cover ? (
          <img
            {...photoSources(cover.url, 640)}
            sizes="(min-width: 1024px) 360px, 100vw"
            alt={cover.caption || 'Cover photo'}
            width={640}
            height={480}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-fg-muted">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm">No photos yet</span>
          </div>
        )}
      </div>
      <div className="space-y-1 p-4">
        {typeName && (
          <p className="text-xs font-semibold tracking-wide text-brand-text uppercase">{typeName}</p>
        )}
        <h3 className="text-lg font-semibold text-fg">{listing.title.trim() || 'Your title'}</h3>
        <p className="text-sm text-fg-muted">{place || 'Your city'}</p>
        <p className="text-sm text-fg-muted">{sizes}</p>
        <p className="pt-2 text-fg">
          <span className="font-bold tabular-nums">{formatRupees(Math.round(listing.basePrice) * 100)}</span>{' '}
          <span className="text-fg-muted">/night</span>
        </p>
      </div>
    </article>
  );
}
