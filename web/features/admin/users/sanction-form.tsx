import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import {
  MAX_SUSPENSION_DAYS,
  MIN_SUSPENSION_DAYS,
  type SanctionBody,
  type SanctionKind,
} from '../../../../domain/schemas/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGiveSanction } from '../api/users.ts';
import {
  checkSanction,
  type SanctionDraft,
  type SanctionErrors,
  sanctionKindLabels,
  sanctionToast,
} from './user-labels.ts';

const hints: Record<SanctionKind, string> = {
  warning: m.admin_users_hint_warning(),
  suspension: m.admin_users_hint_suspension({ min: MIN_SUSPENSION_DAYS, max: MAX_SUSPENSION_DAYS }),
  ban: m.admin_users_hint_ban(),
};
const submitLabels: Record<SanctionKind, string> = {
  warning: m.admin_users_record_warning(),
  suspension: m.admin_users_suspend_user(),
  ban: m.admin_users_ban_user(),
};
const EMPTY: SanctionDraft = { kind: 'warning', days: String(MIN_SUSPENSION_DAYS), reason: '' };

/** The guidelines ladder: warning, temporary suspension (7-30 days) or permanent ban, each with a reason. */
export function SanctionForm({ userId, userName }: { userId: string; userName: string }) {
  const ids = { legend: useId(), reason: useId(), reasonError: useId(), reasonHint: useId() };
  const [draft, setDraft] = useState<SanctionDraft>(EMPTY);
  const [errors, setErrors] = useState<SanctionErrors>({});
  const [checked, setChecked] = useState(false);
  const [confirmBan, setConfirmBan] = useState<SanctionBody | null>(null);
  const give = useGiveSanction(userId);

  const update = (next: SanctionDraft) => {
    setDraft(next);
    if (checked) {
      const result = checkSanction(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const send = (body: SanctionBody) =>
    give.mutate(body, {
      onSuccess: (given) => {
        toast(sanctionToast(given));
        setDraft(EMPTY);
        setChecked(false);
        setConfirmBan(null);
      },
      onError: (error) => {
        toast({
          title: m.admin_users_sanction_failed(),
          description: serverMessageOf(error) ?? m.admin_something_went_wrong(),
          variant: 'destructive',
        });
        setConfirmBan(null);
      },
    });

  return (
    <>
      <form
        noValidate
        aria-labelledby={ids.legend}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          setChecked(true);
          const result = checkSanction(draft);
          if ('errors' in result) {
            setErrors(result.errors);
            requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
            return;
          }
          setErrors({});
          if (result.body.kind === 'ban') setConfirmBan(result.body);
          else send(result.body);
        }}
      >
        <h3 id={ids.legend} className="text-base font-semibold text-fg">
          {m.admin_users_give_sanction()}
        </h3>
        <fieldset>
          <legend className="text-sm font-medium text-fg">{m.admin_users_sanction_kind()}</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
            {(Object.keys(sanctionKindLabels) as SanctionKind[]).map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer gap-2 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="sanction-kind"
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => update({ ...draft, kind })}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--color-brand)]"
                />
                <span>
                  <span className="block text-sm font-semibold text-fg">{sanctionKindLabels[kind]}</span>
                  <span className="block text-xs text-fg-muted">{hints[kind]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {draft.kind === 'suspension' && (
          <TextField
            label={m.admin_users_days({ min: MIN_SUSPENSION_DAYS, max: MAX_SUSPENSION_DAYS })}
            type="number"
            inputMode="numeric"
            min={MIN_SUSPENSION_DAYS}
            max={MAX_SUSPENSION_DAYS}
            step={1}
            value={draft.days}
            error={errors.days}
            onChange={(event) => update({ ...draft, days: event.target.value })}
            className="sm:w-48"
          />
        )}
        <div className="space-y-1.5">
          <label htmlFor={ids.reason} className="block text-sm font-medium text-fg">
            {m.admin_users_reason()}
          </label>
          <Textarea
            id={ids.reason}
            rows={3}
            maxLength={1000}
            value={draft.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${ids.reasonError} ${ids.reasonHint}` : ids.reasonHint}
            placeholder={m.admin_users_reason_placeholder()}
            onChange={(event) => update({ ...draft, reason: event.target.value })}
            className={errors.reason ? 'border-danger-text' : undefined}
          />
          <p id={ids.reasonHint} className="text-xs text-fg-muted">
            {m.admin_users_reason_hint({ name: userName })}
          </p>
          {errors.reason && (
            <p id={ids.reasonError} className="text-sm font-medium text-danger-text">
              {errors.reason}
            </p>
          )}
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            variant={draft.kind === 'warning' ? 'primary' : 'destructive'}
            pending={give.isPending && !confirmBan}
          >
            {submitLabels[draft.kind]}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmBan !== null}
        onOpenChange={(open) => !open && setConfirmBan(null)}
        title={m.admin_users_ban_title({ name: userName })}
        description={m.admin_users_ban_question()}
        confirmLabel={m.admin_users_ban_user()}
        destructive
        pending={give.isPending}
        onConfirm={() => confirmBan && send(confirmBan)}
      />
    </>
  );
}
