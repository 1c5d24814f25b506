import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import type { WishlistDetail } from '../../../domain/schemas/wishlists.ts';
import { PropertyCard } from '../../components/listing/property-card.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteWishlist } from './api/delete-wishlist.ts';
import { useWishlistDetail } from './api/wishlist-detail.ts';
import { NoStaysYet } from './components/no-stays-yet.tsx';
import { RemoveFromListButton } from './components/remove-from-list-button.tsx';
import { RenameWishlistDialog } from './components/rename-wishlist-dialog.tsx';

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

const backLink = (
  <Link href={paths.wishlists} className={buttonClasses('ghost', 'sm', '-ml-3')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    {m.wishlists_back_to_lists()}
  </Link>
);

function Stays({ list }: { list: WishlistDetail }) {
  if (list.properties.length === 0)
    return <NoStaysYet title={m.wishlists_list_empty_title()} text={m.wishlists_list_empty_text()} />;
  // The cards alone: each opens its stay; no separate Book Now under them (issue 29).
  return (
    <ul className={gridClass}>
      {list.properties.map((property) => (
        <li key={property.id} className="flex">
          <PropertyCard
            property={property}
            action={<RemoveFromListButton list={list} property={property} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** The list's name, count, Rename and Delete (with a confirmation that names it). */
function ListHeader({ list }: { list: WishlistDetail }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteWishlist(list.id);
  const [, navigate] = useLocation();
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        navigate(paths.wishlists);
        toast({
          title: m.wishlists_deleted_title(),
          description: m.wishlists_deleted_text({ name: list.name }),
        });
      },
      onError: () =>
        toast({
          title: m.wishlists_error_title(),
          description: m.wishlists_action_error(),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight break-words text-fg outline-none">
          {list.name}
        </h1>
        <p className="mt-1 text-sm text-fg-muted">{m.wishlists_stay_count({ count: list.count })}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" onClick={() => setRenaming(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          {m.wishlists_rename()}
        </Button>
        <Button variant="outline" onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {m.wishlists_delete()}
        </Button>
      </div>
      <RenameWishlistDialog list={list} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={m.wishlists_delete_title()}
        description={m.wishlists_delete_text({ name: list.name })}
        confirmLabel={m.wishlists_delete_confirm()}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** /wishlists/{id}: one of the traveller's lists with its stays (decision 115). */
export function WishlistPage({ id }: { id: string }) {
  const list = useWishlistDetail(id);
  const body = () => {
    if (list.isPending)
      return (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {m.wishlists_list_loading()}
          </span>
          <Skeleton className="h-9 w-1/2" />
          <div className={`${gridClass} mt-8`}>
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="aspect-[4/5] w-full rounded-2xl" />
            ))}
          </div>
        </div>
      );
    if (list.isError && [400, 404].includes(statusOf(list.error) ?? 0))
      return (
        <div className="rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-fg">{m.wishlists_not_found()}</h1>
          <p className="mx-auto mt-1 max-w-md text-sm text-fg-muted">{m.wishlists_list_not_found_text()}</p>
        </div>
      );
    if (list.isError)
      return (
        <LoadError
          message={m.wishlists_list_load_error()}
          retrying={list.isFetching}
          onRetry={() => list.refetch()}
        />
      );
    return (
      <>
        <ListHeader list={list.data} />
        <div className="mt-8">
          <Stays list={list.data} />
        </div>
      </>
    );
  };
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">
      {backLink}
      <div className="mt-4">{body()}</div>
    </section>
  );
}
