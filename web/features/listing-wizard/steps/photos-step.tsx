import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import {
  PHOTO_TARGET,
  type WizardPhoto,
  withCover,
  withPhotoMoved,
  withPhotoRemoved,
  withPhotosAdded,
} from '../../../../domain/rules/listing-wizard.ts';
import { type ListingForm, MAX_PHOTOS } from '../../../../domain/schemas/listings.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { cn } from '../../../lib/class-names.ts';
import { usePhotoBatchUploads } from '../api/photo-uploads.ts';
import { photoProgressText } from '../api/photo-uploads-plan.ts';
import { PhotoDropZone } from '../components/photo-drop-zone.tsx';
import { PhotoGrid } from '../components/photo-grid.tsx';

const EMPTY: WizardPhoto[] = [];

/**
 * Step 6, Photos (admin-and-host §2, §5; the wizard shows its heading): photos dropped or chosen are checked and uploaded with
 * their progress, then join the form's `photos` (the first into an empty list is the cover). Each
 * photo can become the cover, get a caption, move (drag, keyboard or buttons) or go.
 */
export function PhotosStep() {
  const { control, getValues, setValue } = useFormContext<ListingForm>();
  const photos = useWatch({ control, name: 'photos' }) ?? EMPTY;
  const [announcement, setAnnouncement] = useState('');
  const chooseButton = useRef<HTMLButtonElement>(null);

  const current = () => getValues('photos') ?? EMPTY;
  const save = (next: WizardPhoto[]) => setValue('photos', next, { shouldDirty: true });

  const uploads = usePhotoBatchUploads((urls) => {
    const have = new Set(current().map((photo) => photo.url));
    save(
      withPhotosAdded(
        current(),
        urls.filter((url) => !have.has(url)),
      ),
    );
  });

  const onCaption = (index: number, caption: string) =>
    save(current().map((photo, i) => (i === index ? { ...photo, caption } : photo)));
  const onCover = (index: number) => {
    save(withCover(current(), index));
    setAnnouncement(m.wizard_photos_now_cover({ n: index + 1 }));
  };
  const onMove = (from: number, to: number) => {
    const list = current();
    if (to < 0 || to >= list.length) return;
    save(withPhotoMoved(list, from, to));
    setAnnouncement(m.wizard_photos_moved({ from: from + 1, to: to + 1, total: list.length }));
  };
  const onRemove = (index: number) => {
    const list = current();
    const next = withPhotoRemoved(list, index);
    save(next);
    const coverMoved = list[index]?.isMainPhoto && next.length > 0;
    setAnnouncement(
      coverMoved
        ? m.wizard_photos_removed_new_cover({ n: index + 1 })
        : m.wizard_photos_removed({ n: index + 1 }),
    );
    // Focus stays in the grid: on the photo that took its place, else the one before, else Choose photos.
    requestAnimationFrame(() => {
      const target =
        document.querySelector<HTMLElement>(`[data-photo-remove="${Math.min(index, next.length - 1)}"]`) ??
        chooseButton.current;
      target?.focus();
    });
  };

  const count = photos.length;
  const ready = count >= PHOTO_TARGET;
  const full = count >= MAX_PHOTOS;

  return (
    <div>
      <div className="space-y-4">
        <PhotoDropZone
          busy={uploads.busy}
          full={full}
          buttonRef={chooseButton}
          onFiles={(files) => void uploads.addFiles(files, MAX_PHOTOS - current().length)}
        />
        <UploadProgress items={uploads.items} />
        {uploads.waiting > 0 && (
          <p className="text-sm text-fg-muted">{m.wizard_photos_waiting({ count: uploads.waiting })}</p>
        )}
      </div>

      <div className="mt-6">
        <div className="flex items-center justify-between gap-3">
          <p role="status" className={cn('text-sm font-medium', ready ? 'text-brand-text' : 'text-fg')}>
            {photoProgressText(count)}
          </p>
        </div>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300"
            style={{ width: `${Math.min(100, (count / PHOTO_TARGET) * 100)}%` }}
          />
        </div>
      </div>

      {count > 0 && (
        <div className="mt-6">
          {count > 1 && <p className="mb-3 text-sm text-fg-muted">{m.wizard_photos_order_help()}</p>}
          <PhotoGrid
            photos={photos}
            onCaption={onCaption}
            onCover={onCover}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
