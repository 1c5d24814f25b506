import { Heart, Search } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** Nothing saved yet (no lists, or an empty list): a heart, what to do, and Search stays. */
export function NoStaysYet({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
      <Heart className="mx-auto size-8 text-fg-muted" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold text-fg">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-fg-muted">{text}</p>
      <Link href={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
        <Search className="size-4" aria-hidden="true" />
        {m.wishlists_empty_search()}
      </Link>
    </div>
  );
}
