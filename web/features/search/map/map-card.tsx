import { Star, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { StayTotal } from '../../../../domain/rules/stay-total.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { placeLabel, ratingLabel } from '../../../components/listing/listing-labels.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { StayTotalLine } from '../../../components/listing/stay-total-line.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import type { PropertyCardData } from '../api/properties.ts';

/** What the card over the map shows: a home card's fields (from the list, or the listing's page). */
export type MapCardListing = {
  id: string;
  title: string;
  basePrice: string;
  photoUrl: string;
  place: string;
  averageRating: string | null;
  totalReviews: number;
  /** With dates searched: what the stay costs there in all (null without dates, or unpriced). */
  stayTotal: StayTotal | null;
};

export function fromCard(card: PropertyCardData): MapCardListing {
  const { id, title, basePrice, averageRating, totalReviews } = card;
  return {
    id,
    title,
    basePrice,
    averageRating,
    totalReviews,
    photoUrl: card.photos[0]?.url ?? '',
    place: placeLabel(card),
    stayTotal: card.stayTotal ?? null,
  };
}

/** A listing the list has not loaded: its public page, and the stay's total from its quote. */
export function fromDetail(detail: PropertyDetail, stayTotal: StayTotal | null): MapCardListing {
  const { id, title, basePrice, averageRating, totalReviews } = detail;
  const place = [detail.city, detail.state].filter(Boolean).join(', ') || detail.country;
  return {
    id,
    title,
    basePrice,
    averageRating,
    totalReviews,
    photoUrl: detail.photos[0]?.photoUrl ?? '',
    place,
    stayTotal,
  };
}

type Props = {
  listing: MapCardListing | null;
  linkQuery: string;
  /** Opened from the keyboard: focus moves to the card's link. */
  focus: boolean;
  onClose: () => void;
};

/**
 * A pressed pin's listing, over the top of the map under its controls (the map's bottom may be below
 * the fold before it sticks): photo, title, place, rating, price, with dates the stay's total, a link.
 */
export function MapCard({ listing, linkQuery, focus, onClose }: Props) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus && listing) linkRef.current?.focus({ preventScroll: true });
  }, [focus, listing]);
  const rating = listing ? ratingLabel(listing.averageRating, listing.totalReviews) : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the card from any of its parts
    <div
      className="absolute top-17 right-14 left-3 z-[1000] mx-auto flex max-w-md gap-3 rounded-2xl border border-line bg-surface p-2 text-fg shadow-lg"
      data-testid="map-card"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {listing ? (
        <>
          <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-placeholder">
            <ListingPhoto url={listing.photoUrl} alt="" width={160} height={160} sizes="96px" />
          </div>
          <div className="min-w-0 py-1">
            <Link
              ref={linkRef}
              href={`${paths.property(listing.id)}${linkQuery}`}
              // Only the title keeps clear of the close button; the lines below it have the width.
              className="mr-10 line-clamp-2 font-semibold text-fg hover:underline"
            >
              {listing.title}
            </Link>
            <p className="truncate text-sm text-fg-muted">{listing.place}</p>
            <p className="mt-1 flex items-center gap-3 text-sm">
              <span>
                <RichText
                  text={m.search_map_card_price({ price: formatPrice(listing.basePrice) })}
                  tags={{
                    price: (text) => <span className="font-bold">{text}</span>,
                    unit: (text) => <span className="text-fg-muted">{text}</span>,
                  }}
                />
              </span>
              {rating && (
                <span className="inline-flex items-center gap-1">
                  <Star className="size-3.5 fill-accent text-accent" aria-hidden="true" />
                  <span aria-hidden="true">
                    {rating.kind === 'rated' ? rating.score : m.search_map_card_new()}
                  </span>
                  <span className="sr-only">{rating.spoken}</span>
                </span>
              )}
            </p>
            {listing.stayTotal && <StayTotalLine stay={listing.stayTotal} className="mt-0.5" />}
          </div>
        </>
      ) : (
        <>
          <Skeleton className="size-24 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 py-1 pr-10" aria-busy="true">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={m.search_map_card_close()}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-fg-muted hover:bg-muted hover:text-fg"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
