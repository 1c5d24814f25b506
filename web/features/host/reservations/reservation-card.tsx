import { Ban, CalendarDays, Check, Clock, Info, MessageSquareText, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { HostReservation, ReservationTab } from '../../../../domain/schemas/host-operations.ts';
import { MessageBookingButton } from '../../../components/booking/message-booking-button.tsx';
import { PhoneAndEmail } from '../../../components/contacts/contact-list.tsx';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useAnswerReservation } from '../api/reservations.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import {
  guestName,
  outcomeText,
  partyText,
  paymentBadge,
  reservationStatusBadge,
  respondByText,
  stayDates,
} from './reservation-labels.ts';

type Dialogs = 'decline' | 'cancel' | null;

/** One reservation as its host sees it: who, when, how much, and what can be done with it now. */
export function ReservationCard({
  reservation: r,
  tab,
}: {
  reservation: HostReservation;
  tab: ReservationTab;
}) {
  const [open, setOpen] = useState<Dialogs>(null);
  const accept = useAnswerReservation(r);
  const isRequest = r.status === 'pending' && r.paymentMethod === 'contact';
  // A stay still to come; the server refuses the rest anyway.
  const cancellable = r.status === 'confirmed' && tab === 'upcoming';
  const outcome = outcomeText(r, useSiteConfig().data?.periods.requestExpiryHours);
  const respondBy = isRequest ? respondByText(r.answerBy) : '';
  const onOpenChange = (which: Dialogs) => (isOpen: boolean) => setOpen(isOpen ? which : null);

  return (
    <article
      aria-labelledby={`reservation-${r.id}-guest reservation-${r.id}-title`}
      // Phones: the cover beside the names, the rest below at full width; wider: the cover to the left of it all.
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-5 sm:p-5"
    >
      <Link
        href={paths.ownerProperty(r.property.id)}
        className="block aspect-[4/3] self-start overflow-hidden rounded-xl bg-placeholder sm:row-span-2"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ListingPhoto
          url={r.property.coverUrl ?? ''}
          alt=""
          width={640}
          height={480}
          sizes="(min-width: 640px) 176px, 88px"
        />
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`reservation-${r.id}-guest`} className="text-lg font-semibold text-fg">
            {guestName(r.guest)}
          </h2>
          <p id={`reservation-${r.id}-title`} className="text-sm text-fg-muted">
            <Link href={paths.ownerProperty(r.property.id)} className="hover:underline">
              {r.property.title}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge {...reservationStatusBadge(r)} />
          <StatusBadge {...paymentBadge(r)} />
        </div>
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-3 sm:col-span-1 sm:col-start-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <ul className="space-y-1 text-sm text-fg">
            <li className="flex items-start gap-2">
              <CalendarDays className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden="true" />
              <span>
                <span>{stayDates(r)}</span>
                <span className="text-fg-muted"> · {m.host_nights({ count: r.nights })}</span>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
              {partyText(r)}
            </li>
            {respondBy && (
              <li className="flex items-center gap-2 font-medium">
                <Clock className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
                {respondBy}
              </li>
            )}
          </ul>
          <p className="sm:text-right">
            <span className="block text-xs text-fg-muted">
              {m.host_total_reference({ reference: r.reference })}
            </span>
            <span className="text-lg font-bold text-fg tabular-nums">{formatPrice(r.totalAmount)}</span>
          </p>
        </div>

        {r.specialRequests?.trim() && (
          <div className="rounded-lg bg-muted px-3 py-2 text-sm">
            <p className="flex items-center gap-1.5 font-medium text-fg">
              <MessageSquareText className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
              {m.host_special_requests()}
            </p>
            <p className="mt-0.5 break-words whitespace-pre-line text-fg">{r.specialRequests.trim()}</p>
          </div>
        )}

        {cancellable && (r.guest.email || r.guest.phone) && (
          <div className="text-sm">
            <p className="font-medium text-fg">{m.host_guest_contact()}</p>
            <PhoneAndEmail phone={r.guest.phone} email={r.guest.email} />
          </div>
        )}

        {outcome && (
          <p className="flex items-start gap-2 text-sm text-fg">
            <Info className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden="true" />
            <span className="break-words">{outcome}</span>
          </p>
        )}

        <div className="flex flex-wrap gap-2 pt-1">
          <MessageBookingButton bookingId={r.id} label={m.host_message_guest()} />
          {isRequest && (
            <>
              <Button
                pending={accept.isPending}
                onClick={() => accept.mutate({ action: 'accept' })}
                className="flex-1 sm:flex-none"
              >
                {!accept.isPending && <Check className="size-4" aria-hidden="true" />}
                {m.host_accept()}
              </Button>
              <Button
                variant="outline"
                disabled={accept.isPending}
                onClick={() => setOpen('decline')}
                className="flex-1 sm:flex-none"
              >
                <X className="size-4" aria-hidden="true" />
                {m.host_decline()}
              </Button>
              <DeclineDialog
                open={open === 'decline'}
                onOpenChange={onOpenChange('decline')}
                reservation={r}
              />
            </>
          )}
          {cancellable && (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger-text!"
                onClick={() => setOpen('cancel')}
              >
                <Ban className="size-4" aria-hidden="true" />
                {m.host_cancel_reservation()}
              </Button>
              <CancelReservationDialog
                open={open === 'cancel'}
                onOpenChange={onOpenChange('cancel')}
                reservation={r}
              />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
