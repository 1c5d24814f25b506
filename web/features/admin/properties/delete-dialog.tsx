import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useDeleteProperty } from '../api/properties.ts';
import { titleText } from './admin-property-labels.ts';

type Props = {
  row: AdminPropertyRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the listing is gone (the detail page leaves for the list). */
  onDeleted?: () => void;
};

/** Confirms deleting a listing; the server refuses one with bookings, and the toast says why. */
export function DeleteDialog({ row, open, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteProperty(row.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.admin_property_delete_title()}
        description={m.admin_property_delete_question({ title: titleText(row) })}
      >
        <p className="text-sm text-fg-muted">{m.admin_property_delete_note()}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {m.admin_cancel()}
          </Button>
          <Button
            variant="destructive"
            pending={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  onOpenChange(false);
                  onDeleted?.();
                },
                onError: () => onOpenChange(false),
              })
            }
          >
            {m.admin_property_delete_confirm()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
