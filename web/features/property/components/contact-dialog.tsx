import { Mail, Phone } from 'lucide-react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContacts } from '../api/contacts.ts';
import { RetryButton } from './retry-button.tsx';

/** "Contact for Booking": the people who take bookings by phone or email (GET /api/contacts). */
export function ContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const contacts = useContacts(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Contact for Booking"
        description="Call or write to one of our booking contacts, who will confirm your stay."
      >
        {contacts.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-brand-text" label="Loading contacts" />
          </div>
        ) : contacts.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Contacts could not be loaded.
            <RetryButton onRetry={() => contacts.refetch()} />
          </p>
        ) : contacts.data.length === 0 ? (
          <p className="text-fg-muted">Contact information not available</p>
        ) : (
          <ul className="divide-y divide-line">
            {contacts.data.map((contact) => (
              <li key={contact.id} className="py-3 first:pt-0 last:pb-0">
                <p className="font-semibold text-fg">{contact.name}</p>
                <p className="text-sm text-fg-muted">{contact.role}</p>
                <p className="mt-1 flex flex-wrap gap-x-4">
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-text underline underline-offset-2"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {contact.phone}
                  </a>
                  {contact.email && (
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-text underline underline-offset-2"
                    >
                      <Mail className="size-4" aria-hidden="true" />
                      {contact.email}
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
