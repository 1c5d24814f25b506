import { Mail, Phone } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { useContacts } from '../../api/catalogues.ts';
import { RetryButton } from '../ui/retry-button.tsx';
import { Spinner } from '../ui/spinner.tsx';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-medium break-all text-brand-text underline underline-offset-2';

/** A phone number as a tel: link (digits and a leading +; spaces and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A way to call or write: the phone as a tel: link, the e-mail (when there is one) as mailto:. */
export function PhoneAndEmail({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4">
      {phone && (
        <a href={telHref(phone)} className={linkClass}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {phone}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={linkClass}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {email}
        </a>
      )}
    </p>
  );
}

/** Basera's booking contacts (GET /api/contacts, loaded while `enabled`): name, role, phone, e-mail. */
export function ContactList({ enabled }: { enabled: boolean }) {
  const contacts = useContacts(enabled);
  if (contacts.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6 text-brand-text" label={m.ui_contacts_loading()} />
      </div>
    );
  if (contacts.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        {m.ui_contacts_load_failed()}
        <RetryButton onRetry={() => contacts.refetch()} />
      </p>
    );
  if (contacts.data.length === 0) return <p className="text-fg-muted">{m.ui_contacts_none()}</p>;
  return (
    <ul className="divide-y divide-line">
      {contacts.data.map((contact) => (
        <li key={contact.id} className="py-3 first:pt-0 last:pb-0">
          <p className="font-semibold text-fg">{contact.name}</p>
          <p className="text-sm text-fg-muted">{contact.role}</p>
          <PhoneAndEmail phone={contact.phone} email={contact.email} />
        </li>
      ))}
    </ul>
  );
}
