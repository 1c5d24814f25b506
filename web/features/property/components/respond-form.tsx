import { useMutation } from '@tanstack/react-query';
import { MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { propertyQueryKey } from '../api/property-detail.ts';
import { respondToReview } from '../api/respond-to-review.ts';

const MIN = 2;
const MAX = 1000;

/** Respond: the listing's owner answers a review once, in public (POST /api/reviews/{id}/response). */
export function RespondForm({
  propertyId,
  reviewId,
  guestName,
}: {
  propertyId: string;
  reviewId: string;
  guestName: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const length = text.trim().length;

  const respond = useMutation({
    mutationFn: () => respondToReview(reviewId, text.trim()),
    onSuccess: () => {
      toast({ title: m.property_respond_posted(), description: m.property_respond_posted_text() });
      // The page and every page of reviews show the response.
      void queryClient.invalidateQueries({ queryKey: propertyQueryKey(propertyId) });
      setOpen(false);
    },
    onError: (error) => setRefusal(serverMessageOf(error) ?? m.property_respond_error()),
  });

  if (!open)
    return (
      <Button variant="ghost" size="sm" className="mt-2 -ml-3 text-brand-text" onClick={() => setOpen(true)}>
        <MessageSquareReply className="size-4" aria-hidden="true" />
        {m.property_respond()}
      </Button>
    );

  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (length >= MIN && length <= MAX && !respond.isPending) respond.mutate();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {m.property_respond_label({ name: guestName })}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={MAX}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-fg-muted tabular-nums">
        {length} / {MAX}
      </p>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {refusal}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={length < MIN} pending={respond.isPending}>
          {m.property_respond_post()}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen(false)} disabled={respond.isPending}>
          {m.property_cancel()}
        </Button>
      </div>
    </form>
  );
}
