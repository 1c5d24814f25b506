import { Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResetCalendarLink } from '../api/calendar.ts';

/**
 * The listing's secret iCalendar link (issue 12 §3): copy it into Google Calendar or another booking
 * site so they see the booked and blocked nights; reset it when it has leaked (the old link stops working).
 */
export function CalendarSync({ propertyId, icsUrl }: { propertyId: string; icsUrl: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const reset = useResetCalendarLink(propertyId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(icsUrl);
      toast({
        title: m.host_link_copied(),
        description: m.host_link_copied_description(),
      });
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the host to copy.
      field.current?.select();
      toast({
        title: m.host_link_copy_failed(),
        description: m.host_link_copy_failed_description(),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-10 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-fg">
        {m.host_sync_title()}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-fg-muted">{m.host_sync_intro()}</p>
      <label htmlFor={`${id}-link`} className="mt-4 block text-sm font-medium text-fg">
        {m.host_sync_link_label()}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          ref={field}
          id={`${id}-link`}
          readOnly
          value={icsUrl}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={copy}>
            <Copy className="size-4" aria-hidden="true" />
            {m.host_copy()}
          </Button>
          <Button variant="ghost" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {m.host_reset_link()}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.host_reset_link_title()}
        description={m.host_reset_link_description()}
        confirmLabel={m.host_reset_link()}
        destructive
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </section>
  );
}
