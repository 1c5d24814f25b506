import { supportContacts } from '../support-contacts.ts';

const linkClass = 'font-medium text-brand-text underline underline-offset-2';

/** "+91 22 4000 1234 or hello@basera.in" as a phone link and an email link. */
export function PhoneOrEmail() {
  return (
    <>
      <a className={linkClass} href={supportContacts.phoneHref}>
        {supportContacts.phone}
      </a>{' '}
      or{' '}
      <a className={linkClass} href={supportContacts.emailHref}>
        {supportContacts.email}
      </a>
    </>
  );
}
