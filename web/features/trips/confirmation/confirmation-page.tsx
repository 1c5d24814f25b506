import { CheckCircle2, Clock, Luggage, Receipt, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { MessageBookingButton } from '../../../components/booking/message-booking-button.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useGuestBooking } from '../api/booking-detail.ts';
import { CompletePaymentButton } from '../components/complete-payment-button.tsx';
import { DirectionsLink } from '../components/directions-link.tsx';
import { awaitsPayment, holdText } from '../trip-labels.ts';
import { useClock } from '../use-clock.ts';
import { CancellationTerms } from './cancellation-terms.tsx';
import {
  type ConfirmationState,
  confirmationHeading,
  confirmationState,
  hasCancellationTerms,
} from './confirmation-labels.ts';
import { StaySummary } from './stay-summary.tsx';

const stateIcons: Record<ConfirmationState, { icon: typeof CheckCircle2; className: string }> = {
  booked: { icon: CheckCircle2, className: 'text-brand-text' },
  completed: { icon: CheckCircle2, className: 'text-brand-text' },
  requested: { icon: Clock, className: 'text-accent' },
  awaiting_payment: { icon: Clock, className: 'text-accent' },
  ended: { icon: XCircle, className: 'text-fg-muted' },
};

function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <Luggage className="mx-auto size-8 text-fg-muted" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-fg">{m.trips_confirmed_not_found_title()}</h1>
      <p className="mt-2 text-fg-muted">{m.trips_confirmed_not_found_text()}</p>
      <Link href={paths.trips} className={buttonClasses('primary', 'md', 'mt-6')}>
        {m.trips_receipt_go_to_trips()}
      </Link>
    </section>
  );
}

/** Receipt, Message Host, directions, and the way back to every trip; Complete payment while a hold lasts. */
function ConfirmationActions({
  detail,
  state,
  now,
}: {
  detail: BookingDetail;
  state: ConfirmationState;
  now: Date;
}) {
  const { booking, property } = detail;
  const live = state === 'booked' || state === 'requested' || state === 'awaiting_payment';
  const { latitude, longitude } = property;
  return (
    <div className="flex flex-wrap gap-2">
      {awaitsPayment(booking, now) && <CompletePaymentButton trip={detail} />}
      <Link href={paths.tripReceipt(booking.id)} className={buttonClasses('outline', 'sm')}>
        <Receipt className="size-4" aria-hidden="true" />
        {m.trips_action_view_receipt()}
      </Link>
      {live && <MessageBookingButton bookingId={booking.id} label={m.trips_action_message_host()} />}
      {live && <DirectionsLink latitude={latitude} longitude={longitude} />}
      <Link href={paths.trips} className={buttonClasses('ghost', 'sm')}>
        <Luggage className="size-4" aria-hidden="true" />
        {m.trips_confirmed_all_trips()}
      </Link>
    </div>
  );
}

/**
 * /trips/{id}/confirmed (issue 29): where the guest lands after paying or sending a request: the
 * booking's facts, what happens next, and the cancellation deadline. The server answers it to the
 * booking's guest alone (`?as=guest`); anyone else sees "Booking not found".
 */
export function ConfirmationPage({ id }: { id: string }) {
  const detail = useGuestBooking(id);
  const now = useClock(15_000);
  if (detail.isPending) return <PageSpinner text={m.trips_confirmed_loading()} />;
  if (detail.isError) {
    const status = statusOf(detail.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <LoadError
          message={m.trips_confirmed_load_error()}
          retrying={detail.isFetching}
          onRetry={() => detail.refetch()}
        />
      </section>
    );
  }

  const { booking } = detail.data;
  const state = confirmationState(booking);
  const heading = confirmationHeading(state);
  const { icon: Icon, className: iconClass } = stateIcons[state];
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-3">
        <Icon className={`mt-1 size-8 shrink-0 ${iconClass}`} aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{heading.title}</h1>
          <p className="mt-1 text-fg-muted">{heading.text}</p>
          {awaitsPayment(booking, now) && booking.holdExpiresAt && (
            <p className="mt-1 font-medium text-fg">{holdText(booking.holdExpiresAt, now)}</p>
          )}
          <p className="mt-1 font-mono text-sm text-fg-muted">
            {m.trips_confirmed_reference({ reference: booking.reference })}
          </p>
        </div>
      </header>
      <StaySummary detail={detail.data} />
      <ConfirmationActions detail={detail.data} state={state} now={now} />
      {hasCancellationTerms(state) && <CancellationTerms bookingId={booking.id} />}
    </section>
  );
}
