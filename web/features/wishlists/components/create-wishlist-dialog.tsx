import { m } from '#i18n/messages.js';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateWishlist } from '../api/create-wishlist.ts';
import { nameRefusalOf } from '../name-refusal.ts';
import { WishlistNameForm } from './wishlist-name-form.tsx';

/** "Create Wishlist" on /wishlists: an empty list by name, filled later from the hearts. */
export function CreateWishlistDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCreateWishlist();
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) create.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={m.wishlists_create_title()} className="max-w-md">
        <WishlistNameForm
          submitLabel={m.wishlists_create_submit()}
          pending={create.isPending}
          serverError={create.error ? (nameRefusalOf(create.error) ?? m.wishlists_action_error()) : null}
          onCancel={() => close(false)}
          onSubmit={(name) =>
            create.mutate(
              { name },
              {
                onSuccess: (list) => {
                  create.reset();
                  onOpenChange(false);
                  toast({
                    title: m.wishlists_created_title(),
                    description: m.wishlists_created_text({ name: list.name }),
                  });
                },
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
