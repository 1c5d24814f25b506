import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import { TAXES_LABEL, taxesAmount } from '../../../components/booking/tax-lines.ts';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { quoteErrorText, type useStayQuote } from '../api/stay-quote.ts';

/**
 * The price of the chosen stay as the server quoted it: nights, cleaning and service fees (only
 * above 0), Taxes (GST) and the total with them. Nothing here is added up in the browser.
 */
export function PriceBreakdown({ quote }: { quote: ReturnType<typeof useStayQuote> }) {
  if (quote.isPending && quote.fetchStatus === 'idle') return null;
  if (quote.isPending)
    return (
      <div className="space-y-3 pt-2" aria-busy="true">
        <span className="sr-only">{m.property_loading_price()}</span>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  if (quote.isError)
    return (
      <div role="alert" className="rounded-lg bg-muted p-3 text-sm font-medium text-danger-text">
        {quoteErrorText(quote.error)}
        {statusOf(quote.error) !== 409 && statusOf(quote.error) !== 400 && (
          <RetryButton onRetry={() => quote.refetch()} />
        )}
      </div>
    );

  const { nights, nightlyTotal, cleaningFee, serviceFee, taxes, total } = quote.data;
  const taxesText = taxesAmount(taxes);
  const line = (label: string, amount: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{formatPrice(amount)}</dd>
    </div>
  );
  return (
    <dl className="space-y-2 pt-1 text-fg" aria-label={m.property_price_details()}>
      {line(m.property_night_count({ count: nights }), nightlyTotal)}
      {rupeesToPaise(cleaningFee) > 0 && line(m.property_cleaning_fee(), cleaningFee)}
      {rupeesToPaise(serviceFee) > 0 && line(m.property_service_fee(), serviceFee)}
      {taxesText && (
        <div className="flex justify-between gap-4">
          <dt>{TAXES_LABEL}</dt>
          <dd data-testid="quote-taxes">{taxesText}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
        <dt>{m.property_total()}</dt>
        <dd data-testid="quote-total">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
