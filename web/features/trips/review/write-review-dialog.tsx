import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { REVIEW_MAX_CHARS } from '../../../../domain/schemas/after-booking.ts';
import { useRatingParameters } from '../../../api/catalogues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { submitReview } from '../api/submit-review.ts';
import { commentCountText, reviewBody, reviewComplete, type Scores } from './review-form.ts';
import { StarRatingInput } from './star-rating-input.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookingId: string;
  title: string;
};

/** Write Review: a score for each active rating parameter and a comment of 20 to 1000 characters. */
export function WriteReviewDialog({ open, onOpenChange, bookingId, title }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.trips_review_title()} description={title}>
        {open && <ReviewForm bookingId={bookingId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const parameters = useRatingParameters(true);
  const [scores, setScores] = useState<Scores>({});
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const baseId = useId();
  const ids = (parameters.data ?? []).map((parameter) => parameter.id);
  const complete = reviewComplete(ids, scores, comment);
  const { count, note } = commentCountText(comment);

  const submit = useMutation({
    mutationFn: () => submitReview(bookingId, reviewBody(ids, scores, comment)),
    onSuccess: () => {
      toast({ title: m.trips_review_toast_title(), description: m.trips_review_toast_text() });
      // The listing's page shows the new review and averages when it is next opened.
      void queryClient.invalidateQueries({ queryKey: ['/api/properties'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] });
      onDone();
    },
    onError: (error) => {
      setRefusal(serverMessageOf(error) ?? m.trips_review_send_error());
    },
  });

  if (parameters.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner className="size-6 text-brand-text" label={m.trips_review_form_loading()} />
      </div>
    );
  if (parameters.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        {m.trips_review_form_error()}
        <RetryButton onRetry={() => parameters.refetch()} />
      </p>
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !submit.isPending) submit.mutate();
      }}
    >
      <div className="divide-y divide-line">
        {parameters.data.map((parameter) => (
          <div key={parameter.id} className="py-1.5">
            <StarRatingInput
              name={parameter.name}
              description={parameter.description}
              groupName={`${baseId}-${parameter.id}`}
              value={scores[parameter.id]}
              onChange={(score) => setScores((current) => ({ ...current, [parameter.id]: score }))}
            />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${baseId}-comment`} className="block text-sm font-medium text-fg">
          {m.trips_review_comment_label()}
        </label>
        <Textarea
          id={`${baseId}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={5}
          maxLength={REVIEW_MAX_CHARS + 200}
          aria-describedby={`${baseId}-count`}
          placeholder={m.trips_review_comment_placeholder()}
          className="mt-1"
        />
        <p
          id={`${baseId}-count`}
          aria-live="polite"
          className="mt-1 flex justify-between gap-3 text-xs text-fg-muted"
        >
          <span>{note}</span>
          <span className="tabular-nums">{count}</span>
        </p>
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {refusal}
        </p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={!complete} pending={submit.isPending}>
        {m.trips_review_submit()}
      </Button>
    </form>
  );
}
