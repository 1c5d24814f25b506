import { useLocation } from 'wouter';
import { ContactList } from '../../../components/contacts/contact-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateContactBooking } from '../api/create-contact-booking.ts';
import { contactBookingRequestOf } from '../booking-request.ts';
import type { StayChoice } from '../stay-params.ts';

/** Traveller §9: the trips page opens 2 seconds after a booking by contact. */
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
  const booking = useCreateContactBooking(() => {
    onBooked();
    setTimeout(() => navigate(paths.trips), TRIPS_REDIRECT_MS);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Contact for Booking"
        description="Call or write to one of our booking contacts, who will confirm your stay."
      >
        <ContactList enabled={open} />
        <div className="mt-5 border-t border-line pt-4">
          <Button
            size="lg"
            className="w-full"
            disabled={!total}
            pending={booking.isPending}
            onClick={() => total && booking.mutate(contactBookingRequestOf(propertyId, stay, total))}
          >
            Request booking{total ? ` · ${formatPrice(total)}` : ''}
          </Button>
          <p className="mt-2 text-center text-sm text-fg-muted">
            Nothing is charged online: our booking contact confirms the stay and how to pay.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
