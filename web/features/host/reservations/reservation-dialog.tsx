import type { ComponentType } from 'react';
import type { HostReservation } from '../../../../domain/schemas/host-operations.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { guestName, stayDates } from './reservation-labels.ts';

export type ReservationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reservation: HostReservation;
};
export type ReservationFormProps = { reservation: HostReservation; onDone: () => void };

/** A dialog about one reservation, naming its guest, listing and dates; its form is made afresh each time it opens. */
export function ReservationDialog({
  open,
  onOpenChange,
  reservation,
  title,
  Form,
}: ReservationDialogProps & { title: string; Form: ComponentType<ReservationFormProps> }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={`${guestName(reservation.guest)} · ${reservation.property.title} · ${stayDates(reservation)}`}
      >
        {open && <Form reservation={reservation} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
