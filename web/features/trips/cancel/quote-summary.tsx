import { m } from '#i18n/messages.js';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { deadlineSentences, quoteLines, ruleText } from './cancel-quote-text.ts';

/** A cancellation quote: the amount back, the rule, each part, and the deadline on the listing's clock. */
export function QuoteSummary({ quote }: { quote: CancellationQuote }) {
  const neverPaid = Number(quote.paid) === 0;
  return (
    <div className="space-y-4">
      {!neverPaid && (
        <div className="rounded-xl bg-brand-soft p-4">
          <p className="text-sm text-fg-muted">{m.trips_quote_you_get_back()}</p>
          <p className="text-3xl font-bold text-brand-text">{formatPrice(quote.refund)}</p>
          <p className="text-sm text-fg-muted">{m.trips_quote_of_paid({ paid: formatPrice(quote.paid) })}</p>
        </div>
      )}
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-fg">{ruleText(quote)}</p>
        {deadlineSentences(quote).map((sentence) => (
          <p key={sentence} className="text-fg">
            {sentence}
          </p>
        ))}
      </div>
      {!neverPaid && (
        <dl className="rounded-xl border border-line p-3 text-sm">
          {quoteLines(quote).map((line) => (
            <div key={line.label} className="flex justify-between gap-4 py-0.5">
              <dt className="text-fg-muted">{line.label}</dt>
              <dd className="text-fg">{line.amount}</dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between gap-4 border-t border-line pt-1.5 font-semibold">
            <dt className="text-fg">{m.trips_quote_total_refund()}</dt>
            <dd className="text-fg">{formatPrice(quote.refund)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
