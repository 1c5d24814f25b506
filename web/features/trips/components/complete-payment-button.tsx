import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useCheckoutBusy } from '../../../lib/checkout/checkout-busy.ts';
import { payOnline } from '../../../lib/checkout/pay-online.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchBookingPaymentOrder } from '../api/booking-payment-order.ts';

/**
 * Complete payment for an online booking whose nights are still held: the same order again, in
 * the same checkout as the property page's Pay (lib/checkout).
 */
export function CompletePaymentButton({
  trip,
}: {
  trip: {
    booking: Pick<TripListItem['booking'], 'id'>;
    property: Pick<TripListItem['property'], 'id' | 'title'>;
  };
}) {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const checkoutBusy = useCheckoutBusy();
  const order = useMutation({
    mutationFn: () => fetchBookingPaymentOrder(trip.booking.id),
    onSuccess: (created) =>
      void payOnline({
        order: created,
        propertyId: trip.property.id,
        title: trip.property.title,
        payer: user,
        // Paid: the booking's confirmation page (issue 29), as after paying on the property page.
        onConfirmed: (booking) => navigate(paths.tripConfirmed(booking.booking.id)),
      }),
    onError: (error) => {
      // 409: the hold ended or the booking changed meanwhile; the list shows what it is now.
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] });
      toast({
        title: m.trips_pay_failed_title(),
        description: serverMessageOf(error) ?? m.trips_pay_failed_text(),
        variant: 'destructive',
      });
    },
  });
  return (
    <Button size="sm" pending={order.isPending || checkoutBusy} onClick={() => order.mutate()}>
      {!order.isPending && !checkoutBusy && <CreditCard className="size-4" aria-hidden="true" />}
      {m.trips_pay_complete()}
    </Button>
  );
}
