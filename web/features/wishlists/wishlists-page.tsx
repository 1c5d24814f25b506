import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { WishlistSummary } from '../../../domain/schemas/wishlists.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { useWishlists } from './api/wishlists.ts';
import { CreateWishlistDialog } from './components/create-wishlist-dialog.tsx';
import { ListCover } from './components/list-cover.tsx';
import { ListsLoadError } from './components/lists-load-error.tsx';
import { NoStaysYet } from './components/no-stays-yet.tsx';

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4';

/** One list: its cover, name and how many stays; the whole tile opens the list. */
function ListTile({ list }: { list: WishlistSummary }) {
  return (
    <li>
      <Link
        href={paths.wishlist(list.id)}
        className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <span className="block aspect-square overflow-hidden rounded-2xl border border-line bg-placeholder shadow-sm transition-shadow group-hover:shadow-md">
          <ListCover list={list} size={400} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw" />
        </span>
        <span className="mt-2 block truncate font-semibold text-fg">{list.name}</span>
        <span className="block text-sm text-fg-muted">{m.wishlists_stay_count({ count: list.count })}</span>
      </Link>
    </li>
  );
}

function ListTiles() {
  const lists = useWishlists();
  if (lists.isPending)
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          {m.wishlists_loading()}
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i}>
            <Skeleton className="aspect-square w-full rounded-2xl" />
            <Skeleton className="mt-2 h-5 w-2/3" />
            <Skeleton className="mt-1 h-4 w-1/3" />
          </div>
        ))}
      </div>
    );
  if (lists.isError) return <ListsLoadError lists={lists} />;
  if (lists.data.length === 0)
    return <NoStaysYet title={m.wishlists_empty_title()} text={m.wishlists_empty_text()} />;
  return (
    <ul className={gridClass}>
      {lists.data.map((list) => (
        <ListTile key={list.id} list={list} />
      ))}
    </ul>
  );
}

/** /wishlists (traveller §2): the signed-in traveller's named lists, and Create Wishlist (decision 115). */
export function WishlistsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-fg outline-none">
            {m.wishlists_page_heading()}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-fg-muted">{m.wishlists_lists_intro()}</p>
        </div>
        <Button
          variant="outline"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => setCreating(true)}
        >
          <Plus className="size-4" aria-hidden="true" />
          {m.wishlists_create()}
        </Button>
      </div>
      <div className="mt-8">
        <ListTiles />
      </div>
      <CreateWishlistDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
