import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { NightlyPrice } from './nightly-price.tsx';

// The sheet (Radix's dialog and the booking card's forms) comes when the guest first presses the bar.
const loadSheet = () => import('./phone-booking-sheet.tsx');
const PhoneBookingSheet = lazy(() => loadSheet().then((module) => ({ default: module.PhoneBookingSheet })));

/**
 * Phones: a bar fixed to the bottom with the nightly price and the dates; its button opens the
 * booking card in a sheet that slides up from the bottom (phone-booking-sheet.tsx, fetched then).
 */
export function PhoneBookingBar({ property, choice }: { property: PropertyDetail; choice: StayChoiceState }) {
  const { checkIn, checkOut } = choice.stay;
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
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
    <>
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
          <button
            ref={trigger}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            className={buttonClasses('primary', 'lg', 'shrink-0')}
            onClick={() => {
              void loadSheet();
              setStarted(true);
              setOpen(true);
            }}
          >
            {checkIn && checkOut ? m.property_reserve() : m.property_check_availability()}
          </button>
        </div>
      </div>
      {started && (
        <Suspense fallback={null}>
          <PhoneBookingSheet
            open={open}
            onOpenChange={setOpen}
            property={property}
            choice={choice}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
