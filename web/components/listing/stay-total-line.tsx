import { m } from '#i18n/messages.js';
import type { StayTotal } from '../../../domain/rules/stay-total.ts';
import { cn } from '../../lib/class-names.ts';
import { formatPrice } from '../../lib/formatters.ts';
import { RichText } from '../ui/rich-text.tsx';

/**
 * What the searched stay costs in all, "₹49,500 total · 3 nights" (the server's `stayTotal`, the
 * quote's total: never nightly × nights). The home card and the map's pin card both show it.
 */
export function StayTotalLine({ stay, className }: { stay: StayTotal; className?: string }) {
  return (
    <p className={cn('text-sm text-fg-muted', className)} data-testid="stay-total">
      <RichText
        text={m.ui_card_stay_total({ total: formatPrice(stay.total), count: stay.nights })}
        tags={{
          total: (text) => <span className="font-semibold text-fg">{text}</span>,
          // A narrow line (the pin's card on a phone) breaks after the "·", never before it or inside
          // "3 nights": a line does not open with the separator.
          nights: (text) => {
            const [, dot, count] = /^(·)\s+(.+)$/.exec(text) ?? [];
            if (!dot || !count) return <span className="whitespace-nowrap">{text}</span>;
            return (
              <>
                {dot} <span className="whitespace-nowrap">{count}</span>
              </>
            );
          },
        }}
      />
    </p>
  );
}
