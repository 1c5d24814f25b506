import { Bath, BedDouble, MapPin, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { initialsOf } from '../../../domain/rules/initials.ts';
import type { PropertyCard as PropertyCardData } from '../../../domain/schemas/properties.ts';
import { cn } from '../../lib/class-names.ts';
import { formatPrice } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { memberSinceLabel, placeLabel, ratingLabel } from './listing-labels.ts';
import { ListingPhoto } from './listing-photo.tsx';
import { StayTotalLine } from './stay-total-line.tsx';

/** The listing's average rating and review count ("4.7 (12)"), or "New" before its first review. */
function CardRating({ property }: { property: PropertyCardData }) {
  const rating = ratingLabel(property.averageRating, property.totalReviews);
  return (
    <p className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-fg">
      <Star
        className={cn('size-4', rating.kind === 'rated' ? 'fill-accent text-accent' : 'text-fg-muted')}
        aria-hidden="true"
      />
      <span aria-hidden="true">
        {rating.kind === 'rated' ? (
          <>
            {rating.score} <span className="font-normal text-fg-muted">{rating.reviews}</span>
          </>
        ) : (
          m.ui_listing_new()
        )}
      </span>
      <span className="sr-only">{rating.spoken}</span>
    </p>
  );
}

/** The nightly price, and beside it what the searched stay costs in all ("₹49,500 total · 3 nights"). */
function CardPrice({ property }: { property: PropertyCardData }) {
  const stay = property.stayTotal;
  return (
    <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-4">
      <p className="text-fg">
        <span className="text-lg font-bold">{formatPrice(property.basePrice)}</span>
        <span className="text-sm text-fg-muted">{m.ui_card_per_night()}</span>
      </p>
      {stay && <StayTotalLine stay={stay} />}
    </div>
  );
}

/** A card's photo in a grid of up to three columns; on a phone, the screen less the paddings. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 3.5rem)';

/**
 * A card's photo in the two columns beside the results map (1024 px and wider): about a quarter of
 * the screen, and 310 px once the page stops growing at 1280 px (measured). A third column's width
 * would fetch the 640 px photo where the 320 px one fills the card.
 */
export const CARD_PHOTO_SIZES_BESIDE_MAP = '(min-width: 1280px) 310px, 24vw';

/**
 * A home card (traveller §3). The whole card is the link to the listing: the title's link stretches
 * over the card (its ::after covers it), so the card is one tab stop named by the title, and
 * `action` (the wishlist heart, which the router composes in because features never import one
 * another, decision 17) sits above that cover on the photo's corner as a button of its own, never a
 * control inside a link.
 */
export function PropertyCard({
  property,
  action,
  linkQuery = '',
  eager = false,
  photoSizes = CARD_PHOTO_SIZES,
}: {
  property: PropertyCardData;
  action?: ReactNode;
  /** Appended to the link, e.g. `?checkIn=…&checkOut=…&guests=2`: the stay searched for. */
  linkQuery?: string;
  /** The first card's photo is the phone's largest paint: fetched at once, not lazily (issue 29 §1). */
  eager?: boolean;
  /** The photo's width on screen, for `srcset` (by default a grid of up to three columns). */
  photoSizes?: string;
}) {
  const photo = property.photos[0]?.url ?? '';
  const badge = property.badges[0]?.name;
  const memberSince = memberSinceLabel(property.owner.memberSince);
  const ownerName =
    [property.owner.firstName, property.owner.lastName].filter(Boolean).join(' ') ||
    m.ui_card_host_fallback();

  // content-visibility: a card out of sight is not styled, laid out or painted until it comes near
  // (a results page holds 24; a phone shows one). `auto` keeps its last size once it has been drawn.
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border [contain-intrinsic-size:auto_500px] [content-visibility:auto] border-line bg-surface p-3 shadow-sm transition-shadow outline-brand hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2">
      <div className="relative">
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-placeholder">
          <ListingPhoto
            url={photo}
            alt={property.title}
            width={400}
            height={300}
            sizes={photoSizes}
            eager={eager}
            className="group-hover:scale-[1.03]"
          />
        </div>
        {badge && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-gray-900 shadow-sm">
            {badge}
          </span>
        )}
        {action && <div className="absolute top-2 right-2 z-10 flex">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col px-1 pt-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="line-clamp-2 text-base font-semibold text-fg">
            <Link
              href={`${paths.property(property.id)}${linkQuery}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {property.title}
            </Link>
          </h3>
          <CardRating property={property} />
        </div>
        <p className="mt-1 flex items-center gap-1 text-sm text-fg-muted">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeLabel(property)}</span>
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
          <li className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {m.ui_card_guests({ count: property.maxGuests })}
          </li>
          <li className="inline-flex items-center gap-1">
            <BedDouble className="size-4" aria-hidden="true" />
            {m.ui_card_bedrooms({ count: property.bedrooms })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Bath className="size-4" aria-hidden="true" />
            {m.ui_card_bathrooms({ count: property.bathrooms })}
          </li>
        </ul>
        <div className="mt-3 flex items-center gap-2 border-t border-line pt-3">
          {property.owner.profileImageUrl ? (
            <img
              loading="lazy"
              src={property.owner.profileImageUrl}
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-full bg-placeholder object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text"
            >
              {initialsOf(property.owner)}
            </span>
          )}
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium text-fg">
              {m.ui_card_hosted_by({ name: ownerName })}
            </span>
            {memberSince && <span className="block text-xs text-fg-muted">{memberSince}</span>}
          </p>
        </div>
        <CardPrice property={property} />
      </div>
    </article>
  );
}
