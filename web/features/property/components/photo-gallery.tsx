import { Grid3x3 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { m } from '#i18n/messages.js';
import { COVER_PHOTO_SIZES, COVER_PHOTO_WIDTH } from '../../../../domain/rules/photo-sources.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogTrigger, useDialogReady } from '../../../components/ui/dialog.tsx';

// The full-screen viewer (Radix's dialog parts) comes when "Show all photos" is first pressed, and
// draws once the dialog's own code is there (decision 111).
const loadViewer = () => import('./photo-viewer.tsx');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

type Photo = PropertyDetail['photos'][number];

/**
 * The main photo and up to 4 more (traveller §9); empty places show the placeholder picture.
 * Phones see the main photo alone; "Show all photos" opens the full-screen viewer (swipe, arrows).
 */
export function PhotoGallery({ title, photos }: { title: string; photos: Photo[] }) {
  const [open, setOpen] = useState(false);
  const dialogReady = useDialogReady();
  const [main, ...rest] = photos;
  const secondary = Array.from({ length: 4 }, (_, i) => rest[i]);
  const alt = (photo: Photo | undefined, n: number) =>
    photo?.altText || m.property_photo_alt({ title, number: n });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) void loadViewer();
        setOpen(next);
      }}
    >
      <div className="relative mt-6 grid gap-2 overflow-hidden rounded-2xl md:aspect-[2/1] md:grid-cols-4 md:grid-rows-2">
        <div className="aspect-[4/3] md:col-span-2 md:row-span-2 md:aspect-auto">
          <ListingPhoto
            url={main?.photoUrl ?? ''}
            alt={alt(main, 1)}
            width={COVER_PHOTO_WIDTH}
            height={800}
            sizes={COVER_PHOTO_SIZES}
            eager
          />
        </div>
        {/* Lazy: a phone does not show them (display: none is never loaded), a wider screen loads them at once. */}
        {secondary.map((photo, i) => (
          <div key={photo?.id ?? `empty-${i}`} className="hidden md:block">
            <ListingPhoto
              url={photo?.photoUrl ?? ''}
              alt={photo ? alt(photo, i + 2) : ''}
              width={600}
              height={400}
              sizes="25vw"
            />
          </div>
        ))}
        <DialogTrigger className={buttonClasses('outline', 'sm', 'absolute right-3 bottom-3 shadow-md')}>
          <Grid3x3 className="size-4" aria-hidden="true" />
          {m.property_show_all_photos()}
        </DialogTrigger>
      </div>
      {open && dialogReady && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} alt={alt} />
        </Suspense>
      )}
    </Dialog>
  );
}
