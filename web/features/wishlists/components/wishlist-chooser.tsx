import { Check, Plus } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import { preselectedWishlist } from '../../../../domain/rules/wishlists.ts';
import type { WishlistSummary } from '../../../../domain/schemas/wishlists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { useCreateWishlist } from '../api/create-wishlist.ts';
import { useSetInWishlist } from '../api/set-in-wishlist.ts';
import { useWishlists } from '../api/wishlists.ts';
import { nameRefusalOf } from '../name-refusal.ts';
import type { ChooserControl } from '../use-wishlist-toggle.ts';
import { ListCover } from './list-cover.tsx';
import { ListsLoadError } from './lists-load-error.tsx';
import { WishlistNameForm } from './wishlist-name-form.tsx';

type Property = { id: string; title: string };

function ListChoice({
  list,
  checked,
  onChoose,
}: {
  list: WishlistSummary;
  checked: boolean;
  onChoose(): void;
}) {
  return (
    <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line p-2 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-ring">
      <input type="radio" name="wishlist" className="sr-only" checked={checked} onChange={onChoose} />
      <span className="size-12 shrink-0 overflow-hidden rounded-lg">
        <ListCover list={list} size={96} sizes="48px" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-fg">{list.name}</span>
        <span className="block text-sm text-fg-muted">{m.wishlists_stay_count({ count: list.count })}</span>
      </span>
      {checked && <Check className="size-5 shrink-0 text-brand-text" aria-hidden="true" />}
    </label>
  );
}

/**
 * Which list a stay goes into (decision 115): the traveller's lists with the last used one chosen,
 * Save, and "Create Wishlist" to name a new list and save into it at once. Without lists yet, it asks
 * for the name straight away. Loaded when a heart first opens it.
 */
export default function WishlistChooser({
  property,
  control,
  opener,
}: {
  property: Property;
  control: ChooserControl;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const lists = useWishlists();
  const save = useSetInWishlist();
  const create = useCreateWishlist();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const pending = save.isPending || create.isPending;
  const selected = chosen ?? (lists.data ? preselectedWishlist(lists.data)?.id : undefined);
  const naming = creating || lists.data?.length === 0;
  // The session ended behind the page's back: the heart's Unauthorized toast and sign-in, not a retry.
  const { error } = lists;
  const { onFailed } = control;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (statusOf(error) !== 401 || reported.current === error) return;
    reported.current = error;
    onFailed(error);
  }, [error, onFailed]);
  // Closed, it unmounts (LazyWishlistChooser): the next opening starts from the last used list again.
  const close = (open: boolean) => !pending && control.onOpenChange(open);

  const saveInto = () => {
    if (!selected) return;
    save.mutate(
      { wishlistId: selected, propertyId: property.id, saved: true },
      { onSuccess: control.onSaved, onError: control.onFailed },
    );
  };
  const createAndSave = (name: string) =>
    create.mutate(
      { name, propertyId: property.id },
      {
        onSuccess: control.onSaved,
        // A refused name is shown under the field; anything else is the heart's failure toast.
        onError: (error) => {
          if (!nameRefusalOf(error)) control.onFailed(error);
        },
      },
    );

  const body = () => {
    if (lists.isPending)
      return (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      );
    if (lists.isError) return <ListsLoadError lists={lists} />;
    if (naming)
      return (
        <WishlistNameForm
          submitLabel={m.wishlists_create_and_save()}
          pending={create.isPending}
          serverError={create.error ? nameRefusalOf(create.error) : null}
          onSubmit={createAndSave}
          onCancel={lists.data.length > 0 ? () => setCreating(false) : undefined}
        />
      );
    return (
      <>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">{m.wishlists_chooser_legend()}</legend>
          <div className="max-h-72 space-y-2 overflow-y-auto p-0.5">
            {lists.data.map((list) => (
              <ListChoice
                key={list.id}
                list={list}
                checked={list.id === selected}
                onChoose={() => setChosen(list.id)}
              />
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => setCreating(true)} disabled={pending}>
            <Plus className="size-4" aria-hidden="true" />
            {m.wishlists_create()}
          </Button>
          <Button onClick={saveInto} pending={save.isPending} disabled={!selected}>
            {m.wishlists_chooser_save()}
          </Button>
        </div>
      </>
    );
  };

  return (
    <Dialog open={control.open} onOpenChange={close}>
      <DialogContent
        title={naming ? m.wishlists_create_title() : m.wishlists_chooser_title()}
        description={m.wishlists_chooser_description({ title: property.title })}
        className="max-w-md"
        // Radix returns focus to a Dialog.Trigger; the heart opens it itself, so focus goes back by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {body()}
      </DialogContent>
    </Dialog>
  );
}
