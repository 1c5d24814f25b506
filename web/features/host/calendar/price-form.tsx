import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import { isWeekendNight } from '../../../../domain/rules/night-prices.ts';
import { nightsOf } from '../../../../domain/rules/stay-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RupeeField } from '../../../components/ui/rupee-field.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { useSetNightPrice } from '../api/calendar.ts';
import { readPriceInput } from './night-changes.ts';
import { apiRange, type NightRange } from './night-selection.ts';
import type { SelectionSummary } from './selection-summary.ts';

/** The selection's price: the host's own (for every night or only Friday and Saturday), or the base price again. */
export function PriceForm({
  propertyId,
  range,
  summary,
  basePrice,
}: {
  propertyId: string;
  range: NightRange;
  summary: SelectionSummary;
  basePrice: string;
}) {
  const [text, setText] = useState('');
  const [weekends, setWeekends] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useSetNightPrice(propertyId);
  const nights = apiRange(range);
  const noWeekend = weekends && !nightsOf(nights.startDate, nights.endDate).some(isWeekendNight);

  const check = () => {
    const read = readPriceInput(text);
    setError(read.ok ? null : read.message);
    return read;
  };

  return (
    <div className="space-y-3">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const read = check();
          if (!read.ok || noWeekend) return;
          change.mutate(
            { ...nights, price: read.rupees, days: weekends ? 'weekends' : 'all' },
            { onSuccess: () => setText('') },
          );
        }}
      >
        <RupeeField
          label={m.host_price_label()}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text && check()}
          hint={m.host_price_hint({ price: formatPrice(basePrice) })}
          error={error ?? undefined}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-fg">
          <input
            type="checkbox"
            checked={weekends}
            onChange={(event) => setWeekends(event.target.checked)}
            className="size-4 shrink-0 accent-brand"
          />
          {m.host_price_weekends()}
        </label>
        {noWeekend && <p className="text-sm font-medium text-danger-text">{m.host_price_no_weekend()}</p>}
        <Button type="submit" className="w-full" pending={change.isPending} disabled={noWeekend}>
          {m.host_price_set()}
        </Button>
      </form>
      {summary.priced > 0 && (
        <Button
          variant="ghost"
          className="w-full"
          disabled={change.isPending}
          onClick={() => change.mutate({ ...nights, price: null, days: 'all' })}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {m.host_price_reset({ price: formatPrice(basePrice) })}
        </Button>
      )}
      {summary.taken > 0 && <p className="text-sm text-fg-muted">{m.host_price_quoted_kept()}</p>}
    </div>
  );
}
