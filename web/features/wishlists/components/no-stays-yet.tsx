import { Heart, Search } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../lib/paths.ts';

/** Nothing saved yet (no lists, or an empty list): a heart, what to do, and Search stays. */
export function NoStaysYet({ title, text }: { title: string; text: string }) {
  return (
    <EmptyState
      icon={Heart}
      title={title}
      text={text}
      link={{ href: paths.home, label: m.wishlists_empty_search(), icon: Search }}
    />
  );
}
