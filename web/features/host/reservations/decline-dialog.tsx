import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { MAX_HOST_MESSAGE } from '../../../../domain/schemas/host-operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAnswerReservation } from '../api/reservations.ts';
import {
  ReservationDialog,
  type ReservationDialogProps,
  type ReservationFormProps,
} from './reservation-dialog.tsx';
import { firstNameOf } from './reservation-labels.ts';

/** Decline a request, with an optional message the guest reads on their trip and in the mail. */
export function DeclineDialog(props: ReservationDialogProps) {
  return <ReservationDialog {...props} title={m.host_decline_title()} Form={DeclineForm} />;
}

function DeclineForm({ reservation, onDone }: ReservationFormProps) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const hintId = useId();
  const decline = useAnswerReservation(reservation);
  const name = firstNameOf(reservation.guest);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        decline.mutate({ action: 'decline', message: message.trim() }, { onSettled: onDone });
      }}
    >
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-fg">
          {name ? m.host_decline_message_label_named({ name }) : m.host_decline_message_label()}
        </label>
        <Textarea
          id={messageId}
          aria-describedby={hintId}
          value={message}
          maxLength={MAX_HOST_MESSAGE}
          rows={3}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={m.host_decline_placeholder()}
          className="mt-1"
        />
        <p id={hintId} className="mt-1 text-sm text-fg-muted">
          {m.host_decline_hint()}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={decline.isPending}>
          {m.host_keep_request()}
        </Button>
        <Button type="submit" variant="destructive" pending={decline.isPending}>
          {m.host_decline_request()}
        </Button>
      </div>
    </form>
  );
}
