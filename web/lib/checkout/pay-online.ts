import { m } from '#i18n/messages.js';
import type { BookingDetail, PaymentOrder } from '../../../domain/schemas/bookings.ts';
import { queryClient } from '../query-client.ts';
import { fetchSiteConfig } from '../site-config.ts';
import { toast } from '../toast.ts';
import { setCheckoutBusy } from './checkout-busy.ts';
import { checkoutOptionsFor, type Payer } from './checkout-options.ts';
import { loadCheckoutScript } from './load-checkout-script.ts';
import { verifyFailureToast } from './verify-outcome.ts';
import { verifyPayment } from './verify-payment.ts';

export type OnlinePayment = {
  order: PaymentOrder;
  propertyId: string;
  /** The listing's title: the checkout's description. */
  title: string;
  payer: Payer | null;
  /** Just before the checkout shows: the app's own dialogs close (a Radix modal would take its clicks and focus). */
  onOpen?: () => void;
  onConfirmed?: (booking: BookingDetail) => void;
};

/**
 * Trips, payments, the listing's nights and quote, and the billing details the next booking starts
 * from change once a booking is held or paid.
 */
function refreshAfterBooking(propertyId: string) {
  const keys = [
    ['/api/bookings'],
    ['/api/payments'],
    ['/api/properties', propertyId],
    ['/api/user/billing-details'],
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

function checkoutMissing() {
  setCheckoutBusy(false);
  toast({
    title: m.booking_payment_error_title(),
    description: m.booking_payment_error(),
    variant: 'destructive',
  });
}

/** The checkout script named by site-config, loaded once; null when it cannot be had. */
export async function loadCheckout() {
  const settings = await fetchSiteConfig().catch(() => null);
  return settings ? loadCheckoutScript(settings.payment.scriptUrl) : null;
}

/**
 * Before an order is made (it holds the nights): is there a checkout to pay it in? If not, says
 * Payment Error and no booking is held for nothing.
 */
export async function checkoutReady(): Promise<boolean> {
  setCheckoutBusy(true);
  const ready = !!(await loadCheckout());
  if (ready) setCheckoutBusy(false);
  else checkoutMissing();
  return ready;
}

/**
 * Opens the checkout (Razorpay's, or the simulated one) for an order and sees it through
 * (traveller §4, §8): the signed answer is verified, then Booking Confirmed! (refused: why, and a
 * refunded payment says Payment Refunded); dismissed, Payment Cancelled (the booking waits in trips
 * while its hold lasts). The property page's Pay and the trips page's Complete payment both come here.
 */
export async function payOnline(payment: OnlinePayment): Promise<void> {
  setCheckoutBusy(true);
  const Razorpay = await loadCheckout();
  if (!Razorpay) return checkoutMissing();
  const options = checkoutOptionsFor(payment.order, payment, {
    paid: (response) => void confirm(payment, response),
    dismissed: () => {
      setCheckoutBusy(false);
      refreshAfterBooking(payment.propertyId);
      toast({
        title: m.booking_payment_cancelled_title(),
        description: m.booking_payment_cancelled(),
      });
    },
  });
  try {
    const checkout = new Razorpay(options);
    payment.onOpen?.();
    checkout.open();
  } catch (error) {
    // A checkout that throws on its options (a key it refuses) is as good as missing.
    console.error('Checkout failed to open', error);
    checkoutMissing();
  }
}

async function confirm(payment: OnlinePayment, response: Parameters<typeof verifyPayment>[0]) {
  try {
    const booking = await verifyPayment(response);
    toast({ title: m.booking_confirmed_title(), description: m.booking_confirmed({ title: payment.title }) });
    payment.onConfirmed?.(booking);
  } catch (error) {
    toast(verifyFailureToast(error));
  } finally {
    setCheckoutBusy(false);
    refreshAfterBooking(payment.propertyId);
  }
}
