import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useStayQuote } from '../api/stay-quote.ts';
import { ratingText, reviewCountText } from '../property-text.ts';
import { useOwnStay } from '../use-own-stay.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { BookingDatesPicker } from './booking-dates-picker.tsx';
import { GuestSelect } from './guest-select.tsx';
import { NightlyPrice } from './nightly-price.tsx';
import { OwnStayNote } from './own-stay-note.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

// The two ways to book are fetched when the guest first starts one (issue 29 §1, decision 111): the
// billing form's react-hook-form and zod schema, and the contact list, are not for every visit.
const loadConfirm = () => import('./confirm-booking-dialog.tsx');
const loadContact = () => import('./contact-dialog.tsx');
const ConfirmBookingDialog = lazy(() =>
  loadConfirm().then((module) => ({ default: module.ConfirmBookingDialog })),
);
const ContactDialog = lazy(() => loadContact().then((module) => ({ default: module.ContactDialog })));

/**
 * The booking card (traveller §2): price per night, rating, dates and guests shared with the page
 * calendar, the server's quote, and the two ways to book. Both buttons need dates and a signed-in
 * traveller (§5); paying also needs the quote, whose total is what is paid.
 */
export function BookingCard({
  property,
  choice,
  onDialogsClose,
  inSheet = false,
}: {
  property: PropertyDetail;
  choice: StayChoiceState;
  /** Closes what holds the card (the phone's sheet) once a booking is made or the checkout opens. */
  onDialogsClose?: () => void;
  /** In the phone's sheet: the calendar opens inline, never over the sheet's title. */
  inSheet?: boolean;
}) {
  const { user } = useCurrentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [dialog, setDialog] = useState<'contact' | 'confirm' | null>(null);
  // Once opened, a dialog stays mounted (closed), so the billing form keeps what was typed.
  const [started, setStarted] = useState({ contact: false, confirm: false });
  const open = (which: 'contact' | 'confirm') => {
    void (which === 'confirm' ? loadConfirm() : loadContact());
    setStarted((was) => ({ ...was, [which]: true }));
    setDialog(which);
  };
  const { stay } = choice;
  const quote = useStayQuote(property.id, stay);
  const hasDates = !!stay.checkIn && !!stay.checkOut;
  const bookable = property.status === 'approved';
  const canBook = hasDates && !!user && bookable;
  const closeDialogs = () => {
    setDialog(null);
    onDialogsClose?.();
  };
  // Once booked, the nights are the guest's own: the address forgets them (so the card, and Back
  // from the confirmation, never show them as taken), and a paid stay opens its confirmation.
  const booked = () => {
    closeDialogs();
    choice.setDates({ checkIn: '', checkOut: '' });
  };
  const ownStay = useOwnStay(property.id, stay, !!user && statusOf(quote.error) === 409);

  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-lg sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <NightlyPrice basePrice={property.basePrice} large />
        <p className="inline-flex items-center gap-1 text-sm">
          <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
          <span className="font-semibold">{ratingText(property.averageRating)}</span>
          {property.totalReviews > 0 && (
            <span className="text-fg-muted">· {reviewCountText(property.totalReviews)}</span>
          )}
        </p>
      </div>

      <div className="mt-4">
        <BookingDatesPicker propertyId={property.id} choice={choice} inline={inSheet} />
        <GuestSelect value={stay.guests} maxGuests={property.maxGuests} onChange={choice.setGuests} />
      </div>

      <div className="mt-4 space-y-2">
        <Button
          size="lg"
          className="w-full"
          disabled={!canBook || !quote.isSuccess}
          onClick={() => open('confirm')}
        >
          {m.property_reserve_with_payment()}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={!canBook}
          onClick={() => open('contact')}
        >
          {m.property_book_by_contact()}
        </Button>
      </div>

      <div className="mt-3 space-y-1 text-center text-sm text-fg-muted">
        {!hasDates && <p>{m.property_select_dates_hint()}</p>}
        {!user && (
          <p>
            <Link
              href={signInPathFor(paths.auth, `${location}${search ? `?${search}` : ''}`)}
              className="underline underline-offset-2"
            >
              {m.property_login_to_book()}
            </Link>
          </p>
        )}
        {!bookable && <p>{m.property_bookings_open_when_approved()}</p>}
        {hasDates && <p>{m.property_not_charged_yet()}</p>}
      </div>

      {hasDates && (
        <div className="mt-4">
          {ownStay ? <OwnStayNote trip={ownStay} /> : <PriceBreakdown quote={quote} />}
        </div>
      )}

      <Suspense fallback={null}>
        {started.contact && (
          <ContactDialog
            open={dialog === 'contact'}
            onOpenChange={(isOpen) => setDialog(isOpen ? 'contact' : null)}
            propertyId={property.id}
            stay={stay}
            total={quote.data?.total}
            onBooked={booked}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {started.confirm && quote.data && (
          <ConfirmBookingDialog
            open={dialog === 'confirm'}
            onOpenChange={(isOpen) => setDialog(isOpen ? 'confirm' : null)}
            property={property}
            stay={stay}
            quote={quote.data}
            onCheckoutOpen={closeDialogs}
            onConfirmed={(bookingId) => {
              booked();
              navigate(paths.tripConfirmed(bookingId));
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
