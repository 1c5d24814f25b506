import type { ReactNode } from 'react';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { supportContacts } from '../support-contacts.ts';

const linkClass = 'font-medium text-brand-text underline underline-offset-2';

/** The parameters of a message that names Basera's phone and email ("… on {phone} or {email}."). */
export const contactParams = { phone: supportContacts.phone, email: supportContacts.email } as const;

/** `<phone>…</phone>` and `<email>…</email>` in such a message as a phone link and an email link. */
export const contactTags = {
  phone: (text: string) => (
    <a className={linkClass} href={supportContacts.phoneHref}>
      {text}
    </a>
  ),
  email: (text: string) => (
    <a className={linkClass} href={supportContacts.emailHref}>
      {text}
    </a>
  ),
};

/**
 * A whole sentence from the catalogue with Basera's phone and email as links ("Tell us on
 * +91 22 4000 1234 or hello@basera.in."); `tags` adds the message's other marks.
 */
export function WithContactLinks({
  text,
  tags = {},
}: {
  text: string;
  tags?: Record<string, (inner: string) => ReactNode>;
}) {
  return <RichText text={text} tags={{ ...contactTags, ...tags }} />;
}
