import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { type AdminPropertyRow, rejectListingBody } from '../../../../domain/schemas/admin-properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useReviewProperty } from '../api/properties.ts';
import { titleText } from './admin-property-labels.ts';

type Props = { row: AdminPropertyRow; open: boolean; onOpenChange: (open: boolean) => void };

/** Reject (or take down) a listing: the reason is required, and the owner reads it. */
export function RejectDialog({ row, open, onOpenChange }: Props) {
  const live = row.status === 'approved';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={live ? m.admin_property_take_down_title() : m.admin_property_reject_title()}
        description={`${titleText(row)} · ${row.owner.name || row.owner.email}`}
      >
        {open && <RejectForm row={row} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ row, onDone }: { row: AdminPropertyRow; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const reject = useReviewProperty(row.id);
  const maxLength = rejectListingBody.shape.reason.maxLength ?? undefined;

  const check = (text: string) => {
    const parsed = rejectListingBody.shape.reason.safeParse(text);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check(reason);
        setError(problem);
        if (problem) return;
        reject.mutate({ action: 'reject', reason: reason.trim() }, { onSuccess: onDone });
      }}
    >
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-fg">
          {m.admin_property_reject_reason()}
        </label>
        <Textarea
          id={reasonId}
          autoFocus
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          value={reason}
          maxLength={maxLength}
          rows={4}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(check(event.target.value));
          }}
          onBlur={() => reason && setError(check(reason))}
          placeholder={m.admin_property_reject_placeholder()}
          className="mt-1"
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-text">
            {error}
          </p>
        )}
        <p id={hintId} className="mt-1 text-sm text-fg-muted">
          {m.admin_property_reject_hint()}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={reject.isPending}>
          {m.admin_cancel()}
        </Button>
        <Button type="submit" variant="destructive" pending={reject.isPending}>
          {row.status === 'approved'
            ? m.admin_property_take_down_confirm()
            : m.admin_property_reject_confirm()}
        </Button>
      </div>
    </form>
  );
}
