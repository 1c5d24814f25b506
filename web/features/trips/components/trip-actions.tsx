import { Ban, CheckCircle2, PenLine, Phone, Receipt, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import { MessageBookingButton } from '../../../components/booking/message-booking-button.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toIsoDate } from '../../../lib/calendar-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { CancelBookingDialog } from '../cancel/cancel-booking-dialog.tsx';
import { WriteReviewDialog } from '../review/write-review-dialog.tsx';
import { bookAgainPath, canCancel, canReview, isCancelled } from '../trip-labels.ts';
import { CompletePaymentButton } from './complete-payment-button.tsx';
import { DirectionsLink } from './directions-link.tsx';
import { HostContactDialog } from './host-contact-dialog.tsx';

type Dialogs = 'contact' | 'cancel' | 'review' | null;

/** What can be done with a trip (traveller §2 Trips): pay, message, receipt, directions, cancel, review, book again. */
export function TripActions({ trip, payable, now }: { trip: TripListItem; payable: boolean; now: Date }) {
  const { booking, property } = trip;
  const [open, setOpen] = useState<Dialogs>(null);
  // The list says so; a review sent refetches it (a second one is refused by the server).
  const { reviewed } = trip;
  const reviewWindowDays = useSiteConfig().data?.periods.reviewWindowDays;
  const reviewable = canReview(booking, toIsoDate(now), reviewWindowDays);
  const live = trip.upcoming && !isCancelled(booking);
  const confirmed = live && booking.status === 'confirmed';
  const { latitude, longitude } = property;
  const onOpenChange = (which: Dialogs) => (isOpen: boolean) => setOpen(isOpen ? which : null);

  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-1">
      {payable && <CompletePaymentButton trip={trip} />}
      {live && <MessageBookingButton bookingId={booking.id} label={m.trips_action_message_host()} />}
      {confirmed && (
        <Button variant="outline" size="sm" onClick={() => setOpen('contact')}>
          <Phone className="size-4" aria-hidden="true" />
          {m.trips_action_host_contact()}
        </Button>
      )}
      <Link href={paths.tripReceipt(booking.id)} className={buttonClasses('outline', 'sm')}>
        <Receipt className="size-4" aria-hidden="true" />
        {m.trips_action_view_receipt()}
      </Link>
      {live && <DirectionsLink latitude={latitude} longitude={longitude} />}
      {canCancel(trip) && (
        <Button variant="ghost" size="sm" className="text-danger-text!" onClick={() => setOpen('cancel')}>
          <Ban className="size-4" aria-hidden="true" />
          {m.trips_action_cancel()}
        </Button>
      )}
      {reviewable &&
        (reviewed ? (
          <span className="inline-flex min-h-11 items-center gap-1.5 px-1 text-sm font-semibold text-brand-text sm:min-h-9">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {m.trips_action_reviewed()}
          </span>
        ) : (
          <Button variant="primary" size="sm" onClick={() => setOpen('review')}>
            <PenLine className="size-4" aria-hidden="true" />
            {m.trips_action_write_review()}
          </Button>
        ))}
      {!trip.upcoming && (
        <Link href={bookAgainPath(property.id, booking)} className={buttonClasses('outline', 'sm')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {m.trips_action_book_again()}
        </Link>
      )}
      {confirmed && (
        <HostContactDialog
          open={open === 'contact'}
          onOpenChange={onOpenChange('contact')}
          bookingId={booking.id}
        />
      )}
      {canCancel(trip) && (
        <CancelBookingDialog
          open={open === 'cancel'}
          onOpenChange={onOpenChange('cancel')}
          bookingId={booking.id}
          title={property.title}
        />
      )}
      {reviewable && (
        <WriteReviewDialog
          open={open === 'review'}
          onOpenChange={onOpenChange('review')}
          bookingId={booking.id}
          title={property.title}
        />
      )}
    </div>
  );
}
