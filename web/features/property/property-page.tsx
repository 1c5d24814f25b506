import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../domain/schemas/properties.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DrawLater } from '../../components/ui/draw-later.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { onFirstScreen } from '../../lib/first-screen.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useProperty } from './api/property-detail.ts';
import { AmenityList } from './components/amenity-list.tsx';
import { BookingCard } from './components/booking-card.tsx';
import { HostLine } from './components/host-line.tsx';
import { ListingStatusBanner } from './components/listing-status-banner.tsx';
import { PhoneBookingBar } from './components/phone-booking-bar.tsx';
import { PhotoGallery } from './components/photo-gallery.tsx';
import { PropertyHeader } from './components/property-header.tsx';
import { PropertyLocation } from './components/property-location.tsx';
import { ReviewList } from './components/review-list.tsx';
import { StayCalendar } from './components/stay-calendar.tsx';
import { ThingsToKnow } from './components/things-to-know.tsx';
import { useStayChoice } from './use-stay-choice.ts';

/** Holds a part's place until it is drawn: whatever comes after it (the footer) stays out of sight. */
const belowTheFold = <div className="min-h-screen" />;

type Props = {
  id: string;
  /** The wishlist Save button, composed in by the router (features never import each other). */
  saveAction?: (property: { id: string; title: string }) => ReactNode;
};

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 tabIndex={-1} className="text-2xl font-bold text-fg outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** /property/{id}: a stay's photos, details, calendar, reviews, map and booking card (traveller §2). */
export function PropertyPage({ id, saveAction }: Props) {
  const property = useProperty(id);
  usePageTitle(property.data?.title);

  if (property.isPending) return <PageSpinner />;
  if (property.isError) {
    const status = statusOf(property.error);
    // 400: the address names no property id at all; 404: no such stay, or not one travellers see.
    if (status === 404 || status === 400)
      return (
        <Message title={m.property_not_found_title()}>
          <p className="mt-2 text-fg-muted">{m.property_not_found_text()}</p>
          <Link href={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
            {m.property_browse_stays()}
          </Link>
        </Message>
      );
    return (
      <Message title={m.property_load_error_title()}>
        <p className="mt-2 text-fg-muted">{m.property_load_error_text()}</p>
        <button
          type="button"
          onClick={() => property.refetch()}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          {m.property_try_again()}
        </button>
      </Message>
    );
  }
  return <PropertyDetails property={property.data} saveAction={saveAction} />;
}

function PropertyDetails({ property, saveAction }: { property: PropertyDetail } & Pick<Props, 'saveAction'>) {
  const choice = useStayChoice(property.maxGuests, property.timeZone);
  const wide = useMediaQuery('(min-width: 768px)');
  const place = property.city ?? property.state ?? '';
  const [drawWhole] = useState(() => !onFirstScreen());

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <ListingStatusBanner status={property.status} />
      <PropertyHeader
        property={property}
        saveSlot={saveAction?.({ id: property.id, title: property.title })}
      />
      <PhotoGallery title={property.title} photos={property.photos} />
      <div className="grid gap-x-12 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-x-16">
        <div className="min-w-0">
          <HostLine property={property} />
          {property.description && (
            <section aria-labelledby="about-heading" className="border-b border-line py-8">
              <h2 id="about-heading" className="text-xl font-semibold">
                {m.property_about_heading()}
              </h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-fg">{property.description}</p>
            </section>
          )}
          {/* Below the fold on a first visit: a task each (DrawLater). */}
          <DrawLater now={drawWhole} fallback={belowTheFold}>
            <AmenityList amenities={property.amenities} />
          </DrawLater>
          <DrawLater now={drawWhole} fallback={belowTheFold}>
            <StayCalendar propertyId={property.id} place={place} choice={choice} />
          </DrawLater>
          <DrawLater now={drawWhole} fallback={belowTheFold}>
            <ReviewList property={property} />
          </DrawLater>
          <DrawLater now={drawWhole} fallback={belowTheFold}>
            <PropertyLocation property={property} />
            <ThingsToKnow property={property} />
          </DrawLater>
        </div>
        {wide && (
          <aside aria-label={m.property_book_aside_label()} className="pt-8">
            <div className="sticky top-24">
              <BookingCard property={property} choice={choice} />
            </div>
          </aside>
        )}
      </div>
      {!wide && <PhoneBookingBar property={property} choice={choice} />}
    </div>
  );
}
