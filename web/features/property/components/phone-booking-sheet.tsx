import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { BookingCard } from './booking-card.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: PropertyDetail;
  choice: StayChoiceState;
  /** The bar's button, which opened the sheet: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone's booking sheet: the booking card sliding up from the bottom. Its own chunk with Radix's
 * dialog, fetched when the guest first presses the bar's button (issue 29 §1, decision 111).
 */
export function PhoneBookingSheet({ open, onOpenChange, property, choice, trigger }: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-page p-3 pt-12 text-fg shadow-xl"
          onCloseAutoFocus={(event) => {
            // The button is outside Radix's root (it shows before this chunk arrives).
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
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
          <BookingCard
            property={property}
            choice={choice}
            onDialogsClose={() => onOpenChange(false)}
            inSheet
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
