import { useEffect, useId, useState } from 'react';
import type { StayQuoteAnswer } from '../../../../domain/schemas/properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { useCheckoutBusy } from '../../../lib/checkout/checkout-busy.ts';
import { checkoutReady, loadCheckout, payOnline } from '../../../lib/checkout/pay-online.ts';
import { formatPrice, plural } from '../../../lib/formatters.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreatePaymentOrder } from '../api/create-payment-order.ts';
import { stayRequestOf } from '../booking-request.ts';
import { guestLabel } from '../property-text.ts';
import type { StayChoice } from '../stay-params.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: { id: string; title: string };
  stay: StayChoice;
  quote: StayQuoteAnswer;
  /** The checkout takes over the screen: every dialog of the page closes (the phone's sheet too). */
  onCheckoutOpen: () => void;
};

/**
 * "Confirm your booking": the stay, guests and the quoted total, optional special requests, and
 * Pay, which creates the payment order and opens the checkout (traveller §4). Pay stays pending
 * while the order is made or a payment is being verified (§5).
 */
export function ConfirmBookingDialog({ open, onOpenChange, property, stay, quote, onCheckoutOpen }: Props) {
  const requestsId = useId();
  const [specialRequests, setSpecialRequests] = useState('');
  const { user } = useCurrentUser();
  const checkoutBusy = useCheckoutBusy();
  const order = useCreatePaymentOrder(
    (created) =>
      void payOnline({
        order: created,
        propertyId: property.id,
        title: property.title,
        payer: user,
        onOpen: onCheckoutOpen,
      }),
  );

  // The checkout script loads while the traveller reads the dialog, so Pay opens it at once.
  useEffect(() => {
    if (open) void loadCheckout();
  }, [open]);

  const pay = async () => {
    if (await checkoutReady()) order.mutate(stayRequestOf(property.id, stay, quote.total, specialRequests));
  };

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
        <Button size="lg" className="mt-4 w-full" pending={order.isPending || checkoutBusy} onClick={pay}>
          Pay {formatPrice(quote.total)}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
