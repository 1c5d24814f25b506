import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { MAX_HOST_MESSAGE } from '../../../../domain/schemas/host-operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useAnswerReservation } from '../api/reservations.ts';
import {
  ReservationDialog,
  type ReservationDialogProps,
  type ReservationFormProps,
} from './reservation-dialog.tsx';
import { cancelRefundText } from './reservation-labels.ts';

/** A host cancels a confirmed stay only with a reason; the guest gets everything back. */
export function CancelReservationDialog(props: ReservationDialogProps) {
  return <ReservationDialog {...props} title={m.host_cancel_title()} Form={CancelForm} />;
}

function CancelForm({ reservation, onDone }: ReservationFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  // Blur checks only a field the host has typed in: tabbing past it, or closing, says nothing.
  const [touched, setTouched] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const cancel = useAnswerReservation(reservation);
  const check = () => {
    const missing = !reason.trim();
    setError(missing ? m.host_cancel_reason_required() : '');
    return !missing;
  };
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) cancel.mutate({ action: 'cancel', reason: reason.trim() }, { onSettled: onDone });
        else document.getElementById(reasonId)?.focus();
      }}
    >
      <p className="rounded-lg border border-line-strong bg-muted p-3 text-sm text-fg">
        {cancelRefundText(reservation)} {m.host_cancel_notice()}
      </p>
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-fg">
          {m.host_cancel_reason_label()}
        </label>
        <Textarea
          id={reasonId}
          value={reason}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={MAX_HOST_MESSAGE}
          rows={3}
          onChange={(event) => {
            setReason(event.target.value);
            setTouched(true);
            if (error && event.target.value.trim()) setError('');
          }}
          onBlur={() => touched && check()}
          placeholder={m.host_cancel_reason_placeholder()}
          className={cn('mt-1', error && 'border-danger! focus:ring-danger/30!')}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm text-danger-text">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          {m.host_keep_reservation()}
        </Button>
        <Button type="submit" variant="destructive" pending={cancel.isPending}>
          {m.host_cancel_reservation()}
        </Button>
      </div>
    </form>
  );
}
