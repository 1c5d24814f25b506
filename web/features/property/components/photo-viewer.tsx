import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, ImageOff, X } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import { photoSources } from '../../../../domain/rules/photo-sources.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { clampPhoto, photoAfterSwipe } from '../photo-swipe.ts';

type Photo = PropertyDetail['photos'][number];

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:pointer-events-none disabled:opacity-30';

/**
 * Every photo of the stay, one at a time over the whole screen: swipe (pointer events, so touch,
 * pen and a dragged mouse all work), the arrow keys or the side buttons move between them, the
 * counter says "3 / 12", Escape or the close button leaves (Radix returns focus to "Show all").
 * Hand-written on pointer events rather than a carousel library: the app has none installed, and
 * this needs only one photo shown at a time (embla-carousel-react 8.6 would fit if more is wanted).
 */
export function PhotoViewer({
  photos,
  alt,
  start = 0,
}: {
  photos: Photo[];
  alt: (photo: Photo, n: number) => string;
  start?: number;
}) {
  const count = photos.length;
  const [index, setIndex] = useState(clampPhoto(start, count));
  const [dragX, setDragX] = useState(0);
  // The photo that has arrived (or failed): until the shown one has, a spinner says it is coming.
  const [arrivedId, setArrivedId] = useState<Photo['id'] | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const go = (next: number) => setIndex(clampPhoto(next, count));
  const photo = photos[index];

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > Math.abs(event.clientY - start.y)) setDragX(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    setDragX(0);
    if (start?.id !== event.pointerId) return;
    const width = event.currentTarget.clientWidth;
    go(photoAfterSwipe({ index, count, dx: event.clientX - start.x, dy: event.clientY - start.y, width }));
  };
  const cancelDrag = () => {
    drag.current = null;
    setDragX(0);
  };

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
      <DialogPrimitive.Content
        data-testid="photo-viewer"
        className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          else if (event.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <div className="flex items-center justify-between gap-3 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
          <DialogPrimitive.Title className="sr-only">{m.property_all_photos()}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {m.property_photo_viewer_help()}
          </DialogPrimitive.Description>
          <p className="min-w-16 px-2 text-sm font-semibold tabular-nums" aria-live="polite">
            {count > 0 && (
              <>
                <span aria-hidden="true">
                  {m.property_photo_counter({ current: index + 1, total: count })}
                </span>
                <span className="sr-only">
                  {m.property_photo_counter_label({ current: index + 1, total: count })}
                </span>
              </>
            )}
          </p>
          <DialogPrimitive.Close aria-label={m.property_close()} className={roundButton}>
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {photo ? (
          <div className="relative flex min-h-0 flex-1 items-center">
            <div
              data-testid="photo-viewer-stage"
              className="flex size-full touch-pan-y items-center justify-center overflow-hidden pb-4 select-none sm:px-16 sm:pb-8"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={cancelDrag}
            >
              {arrivedId !== photo.id && (
                <Spinner className="absolute size-8 text-white/70" label={m.ui_loading()} />
              )}
              <img
                key={photo.id}
                onLoad={() => setArrivedId(photo.id)}
                onError={() => setArrivedId(photo.id)}
                {...photoSources(photo.photoUrl || '/api/placeholder/1200/800', 1200)}
                sizes="100vw"
                alt={alt(photo, index + 1)}
                draggable={false}
                className={cn('max-h-full max-w-full object-contain', dragX === 0 && 'transition-transform')}
                style={{ transform: `translateX(${dragX}px)` }}
              />
            </div>
            <button
              type="button"
              aria-label={m.property_previous_photo()}
              disabled={index === 0}
              onClick={() => go(index - 1)}
              className={cn(roundButton, 'absolute left-2')}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={m.property_next_photo()}
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
              className={cn(roundButton, 'absolute right-2')}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </div>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center">
            <ImageOff className="size-8 text-white/70" aria-hidden="true" />
            <p className="text-white/90">{m.property_no_photos()}</p>
          </div>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
