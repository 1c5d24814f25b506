import { MousePointerClick, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCalendarMonths } from '../api/calendar.ts';
import { BlockActions } from './block-actions.tsx';
import { monthsSpanned } from './calendar-month.ts';
import { type NightRange, type NightSelection, selectionText } from './night-selection.ts';
import { PriceForm } from './price-form.tsx';
import { priceRangeText, type SelectionSummary, summarise } from './selection-summary.ts';

const box = 'rounded-2xl border border-line bg-surface p-5';

function Hint({ basePrice }: { basePrice: string }) {
  const touch = useMediaQuery('(pointer: coarse)');
  return (
    <div className={box}>
      <MousePointerClick className="size-6 text-brand-text" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-fg">{m.host_hint_title()}</h2>
      <p className="mt-1 text-sm text-fg-muted">{touch ? m.host_hint_touch() : m.host_hint_pointer()}</p>
      <p className="mt-3 text-sm text-fg">
        <RichText
          text={m.host_hint_base_price({ price: formatPrice(basePrice) })}
          tags={{ price: (price) => <span className="font-semibold">{price}</span> }}
        />
      </p>
    </div>
  );
}

/** "1 booked · 2 blocked": the statuses in the selection other than free. */
function statusCounts(summary: SelectionSummary): string {
  return [
    summary.free > 0 && summary.free < summary.nights
      ? m.host_count_available({ count: summary.free })
      : null,
    summary.taken > 0 ? m.host_count_taken({ count: summary.taken }) : null,
    summary.blocked > 0 ? m.host_count_blocked({ count: summary.blocked }) : null,
    summary.imported > 0 ? m.host_count_imported({ count: summary.imported }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-fg-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

type Props = {
  propertyId: string;
  selection: NightSelection;
  today: IsoDate;
  basePrice: string;
  onClear: () => void;
};

/** The selected nights: what they are, and Block / Unblock / Set price / Reset for them. */
export function SelectionPanel({ propertyId, selection, today, basePrice, onClear }: Props) {
  const range = selection.range;
  if (!range) return <Hint basePrice={basePrice} />;
  return (
    <SelectedNights
      propertyId={propertyId}
      range={range}
      picking={!!selection.anchor}
      today={today}
      basePrice={basePrice}
      onClear={onClear}
    />
  );
}

function SelectedNights({
  propertyId,
  range,
  picking,
  today,
  basePrice,
  onClear,
}: Omit<Props, 'selection'> & { range: NightRange; picking: boolean }) {
  const months = useCalendarMonths(propertyId, monthsSpanned(range.first, range.last));
  const summary = summarise(range, months.nights, today);
  const counts = statusCounts(summary);
  return (
    <section aria-labelledby="selected-nights" className={`${box} space-y-4`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{m.host_selected()}</p>
          <h2 id="selected-nights" tabIndex={-1} className="mt-1 text-lg leading-snug font-semibold text-fg">
            {selectionText(range)}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.host_clear_selection()}
          onClick={onClear}
          className="-mt-2 -mr-2"
        >
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {picking && <p className="text-sm text-fg-muted">{m.host_pick_last_night()}</p>}
      {months.failed ? (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {m.host_nights_load_failed()}
          <RetryButton onRetry={months.retry} />
        </p>
      ) : !summary.complete ? (
        <Spinner className="size-5" label={m.host_nights_loading()} />
      ) : (
        <>
          <div className="text-sm text-fg">
            <p className="font-semibold">{priceRangeText(summary.prices)}</p>
            {counts && <p className="mt-0.5 text-fg-muted">{counts}</p>}
            {summary.notes.length > 0 && (
              <p className="mt-0.5 text-fg-muted">{m.host_your_note({ notes: summary.notes.join('; ') })}</p>
            )}
            {summary.priced > 0 && (
              <p className="mt-0.5 text-fg-muted">{m.host_priced_nights({ count: summary.priced })}</p>
            )}
          </div>
          <Section title={m.host_section_availability()}>
            <BlockActions propertyId={propertyId} range={range} summary={summary} />
          </Section>
          <Section title={m.host_section_price()}>
            <PriceForm propertyId={propertyId} range={range} summary={summary} basePrice={basePrice} />
          </Section>
        </>
      )}
    </section>
  );
}
