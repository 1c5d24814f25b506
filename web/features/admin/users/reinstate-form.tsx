import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReinstate } from '../api/users.ts';
import { checkReinstatement, liftedToast, liftFailedText, liftLabel } from './user-labels.ts';

type Props = { userId: string; userName: string; standing: 'suspended' | 'banned' };

/** Lifting a suspension or a ban early (an appeal accepted, a mistake put right), with the reason. */
export function ReinstateForm({ userId, userName, standing }: Props) {
  const ids = { heading: useId(), reason: useId(), error: useId(), hint: useId() };
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reinstate = useReinstate(userId);
  const label = liftLabel(standing);

  return (
    <form
      noValidate
      aria-labelledby={ids.heading}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkReinstatement(reason);
        if ('error' in checked) {
          setError(checked.error);
          document.getElementById(ids.reason)?.focus();
          return;
        }
        setError(null);
        // mutateAsync, not mutate's callbacks: once lifted, the reloaded detail replaces this form
        // (the user is active), and callbacks of an unmounted mutate never run.
        reinstate.mutateAsync(checked.body.reason).then(
          () => toast(liftedToast(standing, userName)),
          (failure) =>
            toast({
              title: liftFailedText(standing),
              description: serverMessageOf(failure) ?? m.admin_something_went_wrong(),
              variant: 'destructive',
            }),
        );
      }}
    >
      <h3 id={ids.heading} className="text-base font-semibold text-fg">
        {standing === 'banned' ? m.admin_users_lift_ban_heading() : m.admin_users_lift_suspension_heading()}
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={ids.reason} className="block text-sm font-medium text-fg">
          {m.admin_users_lift_reason()}
        </label>
        <Textarea
          id={ids.reason}
          rows={2}
          maxLength={1000}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          placeholder={m.admin_users_lift_reason_placeholder()}
          onChange={(event) => setReason(event.target.value)}
          className={error ? 'border-danger-text' : undefined}
        />
        <p id={ids.hint} className="text-xs text-fg-muted">
          {m.admin_users_lift_reason_hint({ name: userName })}
        </p>
        {error && (
          <p id={ids.error} className="text-sm font-medium text-danger-text">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" pending={reinstate.isPending}>
          {label}
        </Button>
      </div>
    </form>
  );
}
