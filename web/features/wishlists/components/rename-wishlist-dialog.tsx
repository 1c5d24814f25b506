import { m } from '#i18n/messages.js';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRenameWishlist } from '../api/rename-wishlist.ts';
import { nameRefusalOf } from '../name-refusal.ts';
import { WishlistNameForm } from './wishlist-name-form.tsx';

type Props = { list: { id: string; name: string }; open: boolean; onOpenChange(open: boolean): void };

/** Rename on a list's page: the name as it is, to edit; a name already used is refused under the field. */
export function RenameWishlistDialog({ list, open, onOpenChange }: Props) {
  const rename = useRenameWishlist(list.id);
  const close = (next: boolean) => {
    if (rename.isPending) return;
    if (!next) rename.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={m.wishlists_rename_title()} className="max-w-md">
        <WishlistNameForm
          initialName={list.name}
          submitLabel={m.wishlists_rename_submit()}
          pending={rename.isPending}
          serverError={rename.error ? (nameRefusalOf(rename.error) ?? m.wishlists_action_error()) : null}
          onCancel={() => close(false)}
          onSubmit={(name) =>
            rename.mutate(name, {
              onSuccess: (renamed) => {
                rename.reset();
                onOpenChange(false);
                toast({
                  title: m.wishlists_renamed_title(),
                  description: m.wishlists_renamed_text({ name: renamed.name }),
                });
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
