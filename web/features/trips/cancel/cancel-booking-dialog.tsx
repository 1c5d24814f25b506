import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { cancelBooking, staleQuoteOf } from '../api/cancel-booking.ts';
import { useCancellationQuote } from '../api/cancellation-quote.ts';
import { cancelledToastText, changedQuoteSentence } from './cancel-quote-text.ts';
import { QuoteSummary } from './quote-summary.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; bookingId: string; title: string };

/** Cancel booking: the refund quote as of now, an optional reason, and a confirm that names the amount shown. */
export function CancelBookingDialog({ open, onOpenChange, bookingId, title }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.trips_action_cancel()} description={title}>
        {open && <CancelBody bookingId={bookingId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const refreshAfterCancel = () => {
  // Trips, receipts and payments show the cancellation; the quote itself is not asked again.
  void queryClient.invalidateQueries({
    queryKey: ['/api/bookings'],
    predicate: (query) => query.queryKey[2] !== 'cancellation',
  });
  void queryClient.invalidateQueries({ queryKey: ['/api/payments'] });
};

function CancelBody({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const quote = useCancellationQuote(bookingId, true);
  const [changed, setChanged] = useState<{
    before: CancellationQuote | undefined;
    now: CancellationQuote;
  } | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const shown = changed?.now ?? quote.data;

  const cancel = useMutation({
    mutationFn: (expectedRefundPaise: number) =>
      cancelBooking(bookingId, { expectedRefundPaise, reason: reason.trim() || undefined }),
    onSuccess: (detail) => {
      const refunded = detail.refunds.reduce((sum, refund) => sum + rupeesToPaise(refund.amount), 0);
      toast({
        title: m.trips_cancel_toast_done(),
        description: cancelledToastText(refunded || (shown?.refundPaise ?? 0)),
      });
      refreshAfterCancel();
      onDone();
    },
    onError: (error) => {
      const fresh = staleQuoteOf(error);
      if (fresh) return setChanged({ before: shown, now: fresh });
      refreshAfterCancel();
      onDone();
      toast({
        title: m.trips_cancel_toast_failed(),
        description: serverMessageOf(error) ?? m.trips_cancel_error_fallback(),
        variant: 'destructive',
      });
    },
  });

  if (quote.isPending && !changed)
    return (
      <div className="flex justify-center py-8">
        <Spinner className="size-6 text-brand-text" label={m.trips_cancel_quote_loading()} />
      </div>
    );
  if (!shown)
    return (
      <p role="alert" className="text-sm text-danger-text">
        {serverMessageOf(quote.error) ?? m.trips_cancel_quote_error()}
        <RetryButton onRetry={() => quote.refetch()} />
      </p>
    );

  return (
    <div className="space-y-4">
      {changed && (
        <p
          role="alert"
          className="rounded-lg border border-line-strong bg-muted p-3 text-sm font-medium text-fg"
        >
          {changedQuoteSentence(changed.before, changed.now)}
        </p>
      )}
      <QuoteSummary quote={shown} />
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-fg">
          {m.trips_cancel_reason_label()}
        </label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={500}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          placeholder={m.trips_cancel_reason_placeholder()}
          className="mt-1"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          {m.trips_cancel_keep()}
        </Button>
        <Button
          variant="destructive"
          pending={cancel.isPending}
          onClick={() => cancel.mutate(shown.refundPaise)}
        >
          {m.trips_action_cancel()}
        </Button>
      </div>
    </div>
  );
}
