import { MessagesSquare, Search } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { EMPTY_TEXT, EMPTY_TITLE } from '../message-labels.ts';

/** No conversations yet: what this page is for, and how to start one. */
export function MessagesEmpty() {
  return (
    <div className="rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
      <MessagesSquare className="mx-auto size-8 text-fg-muted" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold text-fg">{EMPTY_TITLE}</p>
      <p className="mx-auto mt-1 max-w-sm text-sm text-fg-muted">{EMPTY_TEXT}</p>
      <Link href={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
        <Search className="size-4" aria-hidden="true" />
        {m.messages_empty_find_stay()}
      </Link>
    </div>
  );
}
