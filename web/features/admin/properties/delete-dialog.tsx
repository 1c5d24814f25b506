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
        title="Delete this listing?"
        description={`“${titleText(row)}” and its photos, calendar and reviews will be deleted for good. This cannot be undone.`}
      >
        <p className="text-sm text-fg-muted">
          The owner is told by email. A listing that has ever been booked is kept with its bookings: reject it
          to take it down instead.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
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
            Delete listing
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
