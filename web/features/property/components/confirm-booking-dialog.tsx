import { useId, useState } from 'react';
import type { StayQuoteAnswer } from '../../../../domain/schemas/properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { formatPrice, plural } from '../../../lib/formatters.ts';
import { useCreatePaymentOrder } from '../api/create-payment-order.ts';
import { guestLabel } from '../property-text.ts';
import type { StayChoice } from '../stay-params.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  stay: StayChoice;
  quote: StayQuoteAnswer;
};

/**
 * "Confirm your booking": the stay, guests and the quoted total, optional special requests, and
 * Pay, which creates the payment order (the checkout that follows comes with the booking issue).
 */
export function ConfirmBookingDialog({ open, onOpenChange, propertyId, stay, quote }: Props) {
  const requestsId = useId();
  const [specialRequests, setSpecialRequests] = useState('');
  const order = useCreatePaymentOrder(() => {
    // The Razorpay checkout step (next issue) takes the order from here.
  });

  const pay = () =>
    order.mutate({
      propertyId,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      adults: stay.guests,
      children: 0,
      infants: 0,
      pets: 0,
      totalAmount: quote.total,
      specialRequests: specialRequests.trim(),
    });

  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-right font-medium text-fg">{value}</dd>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Confirm your booking">
        <dl className="divide-y divide-line">
          {row('Dates', formatStayRange(stay))}
          {row('Nights', plural(quote.nights, 'night'))}
          {row('Guests', guestLabel(stay.guests))}
          <div className="flex justify-between gap-4 py-2 text-base font-bold">
            <dt>Total</dt>
            <dd>{formatPrice(quote.total)}</dd>
          </div>
        </dl>
        <label htmlFor={requestsId} className="mt-4 block text-sm font-medium text-fg">
          Special requests (optional)
        </label>
        <textarea
          id={requestsId}
          value={specialRequests}
          onChange={(event) => setSpecialRequests(event.target.value)}
          rows={3}
          placeholder="Arrival time, an extra bed, anything the host should know"
          className="mt-1 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring focus:outline-none"
        />
        <Button size="lg" className="mt-4 w-full" pending={order.isPending} onClick={pay}>
          Pay {formatPrice(quote.total)}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
