import { Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
        title: 'Link copied',
        description: 'Paste it where your other calendar asks for an iCal link.',
      });
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the host to copy.
      field.current?.select();
      toast({
        title: 'Could not copy the link',
        description: 'It is selected: copy it yourself.',
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
        Calendar sync
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-fg-muted">
        Add this link to Google Calendar, Outlook or another booking site to show this listing’s booked and
        blocked nights there, kept up to date. Keep it secret: anyone with the link can see your dates.
      </p>
      <label htmlFor={`${id}-link`} className="mt-4 block text-sm font-medium text-fg">
        Calendar link (iCal)
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
            Copy
          </Button>
          <Button variant="ghost" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reset link
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the calendar link?"
        description="The current link stops working at once: calendars using it stop updating until you add the new link to them."
        confirmLabel="Reset link"
        destructive
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </section>
  );
}
