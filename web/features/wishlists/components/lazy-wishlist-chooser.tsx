import { lazy, type RefObject, Suspense } from 'react';
import type { ChooserControl } from '../use-wishlist-toggle.ts';

// The chooser is fetched when a heart first opens it: the home page's first visit does not carry it.
const WishlistChooser = lazy(() => import('./wishlist-chooser.tsx'));

/**
 * The heart's chooser, once it has been opened. Clicks inside its dialog reach React's tree through
 * the heart's ancestors (a portal bubbles as React nests it): they stop here, so a card that is a
 * link does not follow it when a list is chosen.
 */
export function LazyWishlistChooser({
  property,
  control,
  opener,
}: {
  property: { id: string; title: string };
  control: ChooserControl;
  /** The button that opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  if (!control.open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops clicks bubbling from the dialog's portal
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      <Suspense fallback={null}>
        <WishlistChooser property={property} control={control} opener={opener} />
      </Suspense>
    </span>
  );
}
