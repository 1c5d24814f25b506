import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';

type Photo = PropertyDetail['photos'][number];

/** Every photo of the stay, one under another (Radix: Escape closes, focus returns to the button). */
export function AllPhotosDialog({
  title,
  photos,
  alt,
}: {
  title: string;
  photos: Photo[];
  alt: (photo: Photo, n: number) => string;
}) {
  return (
    <DialogContent
      title={m.property_all_photos()}
      description={m.property_all_photos_description({ title, count: photos.length })}
      className="max-w-4xl"
    >
      {photos.length === 0 ? (
        <p className="text-sm text-fg-muted">{m.property_no_photos()}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, i) => (
            <li key={photo.id} className={i % 3 === 0 ? 'sm:col-span-2' : undefined}>
              <div className="aspect-[3/2] overflow-hidden rounded-xl">
                <ListingPhoto
                  url={photo.photoUrl}
                  alt={alt(photo, i + 1)}
                  width={1200}
                  height={800}
                  sizes="(min-width: 640px) 56rem, 100vw"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
