import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { ContactList } from '../../../components/contacts/contact-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateContactBooking } from '../api/create-contact-booking.ts';
import { contactBookingRequestOf } from '../booking-request.ts';
import type { StayChoice } from '../stay-params.ts';

/**
 * Traveller §9: trips open 2 seconds after a booking by contact: the request's own page there, its
 * confirmation (decision 112).
 */
const TRIPS_REDIRECT_MS = 2000;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  stay: StayChoice;
  /** The quote's total (rupees); undefined while it loads or when the dates cannot be booked. */
  total: string | undefined;
  /** Every dialog of the page closes once the request is made (the phone's sheet too). */
  onBooked: () => void;
};

/**
 * "Contact for Booking": the people who take bookings by phone or e-mail (GET /api/contacts) and
 * the request itself (POST /api/bookings, paymentMethod contact), which then shows in trips.
 */
export function ContactDialog({ open, onOpenChange, propertyId, stay, total, onBooked }: Props) {
  const [, navigate] = useLocation();
  const booking = useCreateContactBooking((booked) => {
    onBooked();
    setTimeout(() => navigate(paths.tripConfirmed(booked.booking.id)), TRIPS_REDIRECT_MS);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.property_contact_title()} description={m.property_contact_description()}>
        <ContactList enabled={open} />
        <div className="mt-5 border-t border-line pt-4">
          <Button
            size="lg"
            className="w-full"
            disabled={!total}
            pending={booking.isPending}
            onClick={() => total && booking.mutate(contactBookingRequestOf(propertyId, stay, total))}
          >
            {total
              ? m.property_request_booking_total({ total: formatPrice(total) })
              : m.property_request_booking()}
          </Button>
          <p className="mt-2 text-center text-sm text-fg-muted">{m.property_contact_nothing_charged()}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
