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
      <DialogContent title="Host contact" description="Call or write to your host about your stay.">
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
        <Spinner className="size-6 text-brand-text" label="Loading your host's details" />
      </div>
    );
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        Your host's details could not be loaded.
        <RetryButton onRetry={() => detail.refetch()} />
      </p>
    );
  const host = detail.data.host;
  if (!host) return <ContactList enabled={enabled} />;
  const name = [host.firstName, host.lastName].filter(Boolean).join(' ') || 'Your host';
  return (
    <div>
      <p className="font-semibold text-fg">{name}</p>
      <p className="text-sm text-fg-muted">Host of {detail.data.property.title}</p>
      {host.phone || host.email ? (
        <PhoneAndEmail phone={host.phone} email={host.email} />
      ) : (
        <p className="mt-1 text-fg-muted">Contact information not available</p>
      )}
    </div>
  );
}
