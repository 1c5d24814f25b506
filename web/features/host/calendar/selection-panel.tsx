import { MousePointerClick, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { formatPrice, plural } from '../../../lib/formatters.ts';
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
      <h2 className="mt-3 text-lg font-semibold text-fg">Select nights</h2>
      <p className="mt-1 text-sm text-fg-muted">
        {touch
          ? 'Tap a first and a last night to block them or change their price. Past nights cannot be changed.'
          : 'Click a first and a last night, or drag across nights, to block them or change their price. With the keyboard: arrow keys move, Enter picks, Escape clears. Past nights cannot be changed.'}
      </p>
      <p className="mt-3 text-sm text-fg">
        Base price <span className="font-semibold">{formatPrice(basePrice)}</span> a night
      </p>
    </div>
  );
}

/** "1 booked · 2 blocked": the statuses in the selection other than free. */
function statusCounts(summary: SelectionSummary): string {
  return [
    summary.free > 0 && summary.free < summary.nights ? `${summary.free} available` : null,
    summary.taken > 0 ? `${summary.taken} booked or requested` : null,
    summary.blocked > 0 ? `${summary.blocked} blocked` : null,
    summary.imported > 0 ? `${summary.imported} imported` : null,
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
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Selected</p>
          <h2 id="selected-nights" tabIndex={-1} className="mt-1 text-lg leading-snug font-semibold text-fg">
            {selectionText(range)}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear selection"
          onClick={onClear}
          className="-mt-2 -mr-2"
        >
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {picking && <p className="text-sm text-fg-muted">Pick the last night, or act on this one night.</p>}
      {months.failed ? (
        <p role="alert" className="text-sm font-medium text-danger-text">
          These nights could not be loaded.
          <RetryButton onRetry={months.retry} />
        </p>
      ) : !summary.complete ? (
        <Spinner className="size-5" label="Loading these nights" />
      ) : (
        <>
          <div className="text-sm text-fg">
            <p className="font-semibold">{priceRangeText(summary.prices)}</p>
            {counts && <p className="mt-0.5 text-fg-muted">{counts}</p>}
            {summary.notes.length > 0 && (
              <p className="mt-0.5 text-fg-muted">Your note: {summary.notes.join('; ')}</p>
            )}
            {summary.priced > 0 && (
              <p className="mt-0.5 text-fg-muted">
                {plural(summary.priced, 'night has', 'nights have')} your own price
              </p>
            )}
          </div>
          <Section title="Availability">
            <BlockActions propertyId={propertyId} range={range} summary={summary} />
          </Section>
          <Section title="Price">
            <PriceForm propertyId={propertyId} range={range} summary={summary} basePrice={basePrice} />
          </Section>
        </>
      )}
    </section>
  );
}
