import { m } from '#i18n/messages.js';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatPrice } from '../../../lib/formatters.ts';

/** "₹14,500 /night", Indian grouping. */
export function NightlyPrice({ basePrice, large = false }: { basePrice: string; large?: boolean }) {
  return (
    <p className="text-fg">
      <RichText
        text={m.property_nightly_price({ price: formatPrice(basePrice) })}
        tags={{
          price: (text) => <span className={cn('font-bold', large ? 'text-2xl' : 'text-lg')}>{text}</span>,
          unit: (text) => <span className={cn('text-fg-muted', !large && 'text-sm')}>{text}</span>,
        }}
      />
    </p>
  );
}
