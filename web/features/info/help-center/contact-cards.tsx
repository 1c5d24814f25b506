import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
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
    title: m.info_help_chat_title(),
    detail: m.info_help_chat_detail(),
    note: m.info_help_chat_note(),
  },
  {
    href: supportContacts.phoneHref,
    icon: Phone,
    title: m.info_help_call_title(),
    detail: supportContacts.phone,
    note: m.info_help_call_note(),
  },
  {
    href: supportContacts.emailHref,
    icon: Mail,
    title: m.info_help_email_title(),
    detail: supportContacts.email,
    note: m.info_help_email_note(),
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
