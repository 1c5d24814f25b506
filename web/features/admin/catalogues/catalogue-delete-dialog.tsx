import { m } from '#i18n/messages.js';
import type { CatalogueKey } from '../../../../domain/catalogues.ts';
import { useDeleteCatalogueItem } from '../../../api/catalogues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { serverMessageOf, statusOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { CatalogueTexts } from './catalogue-texts.ts';

type Props = {
  catalogue: CatalogueKey;
  texts: CatalogueTexts;
  item: { id: string; name: string };
  onClose: () => void;
};

/**
 * "Are you sure you want to delete this destination?" as a dialog (admin-and-host §8). An item that
 * listings or reviews still use is refused (409): the server's reason is toasted, so the admin learns
 * to deactivate it instead. Either way the dialog closes and the list is loaded again.
 */
export function CatalogueDeleteDialog({ catalogue, texts, item, onClose }: Props) {
  const remove = useDeleteCatalogueItem(catalogue);
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: texts.deleted }),
      onError: (error) =>
        toast({
          title: m.admin_error(),
          description: (statusOf(error) === 409 && serverMessageOf(error)) || texts.deleteFailed,
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent title={texts.deleteTitle} description={texts.deleteQuestion}>
        <p className="rounded-lg bg-muted px-3 py-2 font-semibold break-words text-fg">{item.name}</p>
        <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
            {m.admin_cancel()}
          </Button>
          <Button variant="destructive" pending={remove.isPending} onClick={confirm}>
            {m.admin_delete()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
