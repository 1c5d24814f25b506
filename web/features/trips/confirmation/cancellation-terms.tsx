import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCancellationQuote } from '../api/cancellation-quote.ts';
import { deadlineSentences, ruleText } from '../cancel/cancel-quote-text.ts';

/**
 * The cancellation deadline of a stay still going ahead, as the server's cancellation quote states
 * it on the listing's clock ("Full refund until 14:00 on 7 Mar 2027 (India time)."): the same words
 * as Cancel booking, so the two never disagree.
 */
export function CancellationTerms({ bookingId }: { bookingId: string }) {
  const quote = useCancellationQuote(bookingId, true);
  return (
    <section
      aria-labelledby="cancellation-terms"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="cancellation-terms" className="text-lg font-semibold text-fg">
        {m.trips_confirmed_cancellation_title()}
      </h2>
      <div className="mt-2 space-y-1 text-sm">
        {quote.isPending && (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{m.trips_confirmed_cancellation_loading()}</span>
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
        {quote.isError && (
          <LoadError
            message={m.trips_confirmed_cancellation_error()}
            retrying={quote.isFetching}
            onRetry={() => quote.refetch()}
          />
        )}
        {quote.data && (
          <>
            <p className="font-semibold text-fg">{ruleText(quote.data)}</p>
            {deadlineSentences(quote.data).map((sentence) => (
              <p key={sentence} className="text-fg">
                {sentence}
              </p>
            ))}
          </>
        )}
        <p className="pt-1">
          <Link
            href={paths.cancellationPolicy}
            className="font-medium text-brand-text underline underline-offset-2"
          >
            {m.trips_confirmed_policy_link()}
          </Link>
        </p>
      </div>
    </section>
  );
}
