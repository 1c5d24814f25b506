import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { supportContacts } from '../support-contacts.ts';

const cardClass =
  'flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand hover:bg-muted';

function CardBody({
  icon,
  title,
  detail,
  note,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  note: string;
}) {
  return (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-text">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-fg">{title}</span>
        <span className="block break-words text-sm font-medium text-brand-text">{detail}</span>
        <span className="mt-1 block text-sm text-fg-muted">{note}</span>
      </span>
    </>
  );
}

const cards = [
  {
    href: supportContacts.chatHref,
    icon: MessageCircle,
    title: 'Chat with us',
    detail: 'Contact page',
    note: 'Live chat is on its way; until then, call or email us.',
  },
  {
    href: supportContacts.phoneHref,
    icon: Phone,
    title: 'Call us',
    detail: supportContacts.phone,
    note: '24/7 for urgent trip issues.',
  },
  {
    href: supportContacts.emailHref,
    icon: Mail,
    title: 'Email us',
    detail: supportContacts.email,
    note: 'We reply within 24 hours.',
  },
];

/** The help centre's three ways to reach support: chat (the contact page), phone and email. */
export function ContactCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map(({ href, icon: Icon, ...text }) => {
        const body = <CardBody icon={<Icon className="size-5" aria-hidden="true" />} {...text} />;
        return (
          <li key={href}>
            {href.startsWith('/') ? (
              <Link href={href} className={cardClass}>
                {body}
              </Link>
            ) : (
              <a href={href} className={cardClass}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
