import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { BookingCard } from './booking-card.tsx';
import { NightlyPrice } from './nightly-price.tsx';

/**
 * Phones: a bar fixed to the bottom with the nightly price and the dates; its button opens the
 * booking card in a sheet that slides up from the bottom.
 */
export function PhoneBookingBar({ property, choice }: { property: PropertyDetail; choice: StayChoiceState }) {
  const { checkIn, checkOut } = choice.stay;
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // Room below the footer, so the bar never covers the end of the page; and its height for the
  // toasts (web/components/ui/toaster.tsx), which rise above it instead of covering the price.
  useEffect(() => {
    const root = document.documentElement;
    document.body.classList.add('pb-24');
    const measure = new ResizeObserver(() =>
      root.style.setProperty('--bottom-bar-height', `${bar.current?.offsetHeight ?? 0}px`),
    );
    if (bar.current) measure.observe(bar.current);
    return () => {
      measure.disconnect();
      document.body.classList.remove('pb-24');
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <div
        ref={bar}
        data-testid="phone-booking-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <div className="min-w-0">
            <NightlyPrice basePrice={property.basePrice} />
            <p className="truncate text-sm text-fg underline underline-offset-2">
              {checkIn ? formatStayRange(choice.stay) : m.property_add_dates()}
            </p>
          </div>
          <DialogPrimitive.Trigger className={buttonClasses('primary', 'lg', 'shrink-0')}>
            {checkIn && checkOut ? m.property_reserve() : m.property_check_availability()}
          </DialogPrimitive.Trigger>
        </div>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-page p-3 pt-12 text-fg shadow-xl">
          <DialogPrimitive.Title className="absolute top-4 left-5 text-base font-semibold">
            {m.property_book_your_stay()}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {m.property_book_your_stay_description()}
          </DialogPrimitive.Description>
          <DialogPrimitive.Close
            aria-label={m.property_close()}
            className="absolute top-1 right-2 inline-flex size-11 items-center justify-center rounded-full text-fg-muted hover:bg-muted"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
          <BookingCard property={property} choice={choice} onDialogsClose={() => setOpen(false)} inSheet />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
