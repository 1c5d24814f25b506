import { cn } from '../../../lib/class-names.ts';
import { formatPrice } from '../../../lib/formatters.ts';

/** "₹14,500 /night", Indian grouping. */
export function NightlyPrice({ basePrice, large = false }: { basePrice: string; large?: boolean }) {
  return (
    <p className="text-fg">
      <span className={cn('font-bold', large ? 'text-2xl' : 'text-lg')}>{formatPrice(basePrice)}</span>
      <span className={cn('text-fg-muted', !large && 'text-sm')}> /night</span>
    </p>
  );
}
