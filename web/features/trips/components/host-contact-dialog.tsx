import { m } from '#i18n/messages.js';
import { ContactList, PhoneAndEmail } from '../../../components/contacts/contact-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBookingDetail } from '../api/booking-detail.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; bookingId: string };

/**
 * Host contact, on a confirmed trip: the host's name, phone and e-mail (GET /api/bookings/{id}).
 * Messages go through Message Host, the conversation on /messages (decision 100).
 */
export function HostContactDialog({ open, onOpenChange, bookingId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.trips_action_host_contact()} description={m.trips_host_contact_description()}>
        <HostContact bookingId={bookingId} enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

function HostContact({ bookingId, enabled }: { bookingId: string; enabled: boolean }) {
  const detail = useBookingDetail(bookingId, enabled);
  if (detail.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6 text-brand-text" label={m.trips_host_contact_loading()} />
      </div>
    );
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        {m.trips_host_contact_error()}
        <RetryButton onRetry={() => detail.refetch()} />
      </p>
    );
  const host = detail.data.host;
  if (!host) return <ContactList enabled={enabled} />;
  const name = [host.firstName, host.lastName].filter(Boolean).join(' ') || m.trips_host_contact_your_host();
  return (
    <div>
      <p className="font-semibold text-fg">{name}</p>
      <p className="text-sm text-fg-muted">
        {m.trips_host_contact_host_of({ title: detail.data.property.title })}
      </p>
      {host.phone || host.email ? (
        <PhoneAndEmail phone={host.phone} email={host.email} />
      ) : (
        <p className="mt-1 text-fg-muted">{m.trips_host_contact_none()}</p>
      )}
    </div>
  );
}
