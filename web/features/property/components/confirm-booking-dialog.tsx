import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { type BillingDetails, billingDetails } from '../../../../domain/schemas/gst.ts';
import type { StayQuoteAnswer } from '../../../../domain/schemas/properties.ts';
import { TAXES_LABEL, taxesAmount } from '../../../components/booking/tax-lines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { useCheckoutBusy } from '../../../lib/checkout/checkout-busy.ts';
import { checkoutReady, loadCheckout, payOnline } from '../../../lib/checkout/pay-online.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLastBilling } from '../api/billing-details.ts';
import { useCreatePaymentOrder } from '../api/create-payment-order.ts';
import { type BillingValues, billingDefaults, billingToCheck } from '../billing-form.ts';
import { paymentOrderRequestOf } from '../booking-request.ts';
import { guestLabel } from '../property-text.ts';
import type { StayChoice } from '../stay-params.ts';
import { BillingFields } from './billing-fields.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: { id: string; title: string };
  stay: StayChoice;
  quote: StayQuoteAnswer;
  /** The checkout takes over the screen: every dialog of the page closes (the phone's sheet too). */
  onCheckoutOpen: () => void;
  /** Paid and verified: the page moves on to the booking (its confirmation page). */
  onConfirmed: (bookingId: string) => void;
};

/**
 * The billing form, checked by the API's own schema (so its messages) on blur and on Pay. The form
 * lives as long as the booking card, so what was typed survives closing the dialog; the last
 * booking's details fill it in once they arrive, without overwriting a field already edited.
 */
function useBillingForm(gstinChoice: boolean | null) {
  const { user } = useCurrentUser();
  const last = useLastBilling(!!user);
  // A last booking billed to a GSTIN opens with the business invoice asked for.
  const withGstin = gstinChoice ?? !!last.data?.gstin;
  const prefill = useMemo(
    () =>
      last.isPending && last.fetchStatus !== 'idle' ? undefined : billingDefaults(last.data ?? null, user),
    [last.isPending, last.fetchStatus, last.data, user],
  );
  // The schema sees the GSTIN only while it is asked for; the ref keeps the resolver one function.
  const gstinAsked = useRef(withGstin);
  gstinAsked.current = withGstin;
  const resolver = useMemo<Resolver<BillingValues, unknown, BillingDetails>>(() => {
    const schemaResolver = zodResolver(billingDetails);
    return (values, context, options) =>
      schemaResolver(billingToCheck(values, gstinAsked.current), context, options);
  }, []);
  const form = useForm<BillingValues, unknown, BillingDetails>({
    defaultValues: billingDefaults(null, user),
    values: prefill,
    resetOptions: { keepDirtyValues: true },
    resolver,
    mode: 'onTouched',
  });
  return { form, withGstin };
}

/**
 * "Confirm your booking": the stay, guests, the quoted subtotal, taxes and total, the billing
 * details for the tax invoice, optional special requests, and Pay, which creates the payment
 * order and opens the checkout (traveller §4, issue 24 §3). Pay stays pending while the order is
 * made or a payment is being verified (§5).
 */
export function ConfirmBookingDialog({
  open,
  onOpenChange,
  property,
  stay,
  quote,
  onCheckoutOpen,
  onConfirmed,
}: Props) {
  const requestsId = useId();
  const [specialRequests, setSpecialRequests] = useState('');
  const [gstinChoice, setGstinChoice] = useState<boolean | null>(null);
  const { user } = useCurrentUser();
  const checkoutBusy = useCheckoutBusy();
  const { form, withGstin } = useBillingForm(gstinChoice);
  const order = useCreatePaymentOrder(
    (created) =>
      void payOnline({
        order: created,
        propertyId: property.id,
        title: property.title,
        payer: user,
        // Closed at once, before the checkout shows: while this dialog's focus trap is still there,
        // it and the checkout's would take the focus from each other without end.
        onOpen: () => flushSync(onCheckoutOpen),
        onConfirmed: (booked) => onConfirmed(booked.booking.id),
      }),
    (field, message) => {
      if (field === 'gstin') setGstinChoice(true);
      // After the GSTIN field (if it was closed) is on screen, so the focus can land in it.
      requestAnimationFrame(() => form.setError(field, { message }, { shouldFocus: true }));
    },
  );

  // The checkout script loads while the traveller reads the dialog, so Pay opens it at once.
  useEffect(() => {
    if (open) void loadCheckout();
  }, [open]);

  const pay = async (billing: BillingDetails) => {
    if (await checkoutReady())
      order.mutate(paymentOrderRequestOf(property.id, stay, quote.total, specialRequests, billing));
  };

  const changeWithGstin = (next: boolean) => {
    setGstinChoice(next);
    if (!next) form.clearErrors('gstin');
  };

  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-right font-medium text-fg">{value}</dd>
    </div>
  );
  const taxes = taxesAmount(quote.taxes);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.property_confirm_title()}
        // The dialog itself takes the focus, not the first field: a phone's keyboard would cover the
        // price, and a screen reader starts at the title.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(pay)} noValidate>
            <dl className="divide-y divide-line">
              {row(m.property_confirm_dates(), formatStayRange(stay))}
              {row(m.property_confirm_nights(), m.property_night_count({ count: quote.nights }))}
              {row(m.property_guests(), guestLabel(stay.guests))}
              {taxes && row(m.property_confirm_subtotal(), formatPrice(quote.subtotal))}
              {taxes && row(TAXES_LABEL, taxes)}
              <div className="flex justify-between gap-4 py-2 text-base font-bold">
                <dt>{m.property_total()}</dt>
                <dd>{formatPrice(quote.total)}</dd>
              </div>
            </dl>
            <div className="mt-4 border-t border-line pt-4">
              <BillingFields withGstin={withGstin} onWithGstinChange={changeWithGstin} />
            </div>
            <label htmlFor={requestsId} className="mt-4 block text-sm font-medium text-fg">
              {m.property_special_requests()}
            </label>
            <Textarea
              id={requestsId}
              value={specialRequests}
              onChange={(event) => setSpecialRequests(event.target.value)}
              rows={3}
              placeholder={m.property_special_requests_placeholder()}
              className="mt-1"
            />
            <Button
              type="submit"
              size="lg"
              className="mt-4 w-full"
              pending={order.isPending || checkoutBusy || form.formState.isSubmitting}
            >
              {m.property_pay_amount({ amount: formatPrice(quote.total) })}
            </Button>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
