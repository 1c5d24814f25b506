import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { UploadPicker } from '../../../components/uploads/upload-picker.tsx';
import type { ToastInput } from '../../../lib/toast.ts';
import { useUploads } from '../../../lib/uploads/use-uploads.ts';
import defaultPhoto from './default-destination.webp';

const FAILURE = { title: m.admin_photo_upload_failed(), fallback: m.admin_please_try_again() };

/** The default photo of an item without one: a painted landscape that ships with the app. */
export const DEFAULT_PHOTO = defaultPhoto;

type Props = {
  label: string;
  url: string;
  onChange: (url: string) => void;
  /** Uploading: the form waits for the photo before it can be saved. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

/**
 * A catalogue photo (admin-and-host §5): images only, under 5MB, sent to POST /api/upload as it is
 * chosen; the button reads "Uploading..." meanwhile. A refusal or failure shows as an alert under
 * the field, inside the dialog, where a screen reader hears it.
 */
export function ImageField({ label, url, onChange, onBusyChange, error }: Props) {
  const [problem, setProblem] = useState<ToastInput | null>(null);
  const uploads = useUploads('catalog', FAILURE, setProblem);
  const id = useId();

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-fg">{label}</legend>
      <div className="flex items-start gap-3 sm:items-center">
        <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-placeholder sm:w-40">
          <ListingPhoto
            url={url || DEFAULT_PHOTO}
            alt={url ? m.admin_photo_chosen_alt() : m.admin_photo_default_alt()}
            width={320}
            height={240}
            sizes="160px"
          />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {url ? m.admin_photo_hint_chosen() : m.admin_photo_hint_default()}
          </p>
          <UploadPicker
            uploads={uploads}
            fileLabel={m.admin_photo_file_label({ label })}
            onUploaded={(uploaded) => onChange(uploaded)}
            onBusyChange={(busy) => {
              if (busy) setProblem(null);
              onBusyChange(busy);
            }}
          >
            {(open) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={uploads.busy}
                  aria-describedby={`${id}-hint`}
                  onClick={open}
                >
                  <ImageUp className="size-4" aria-hidden="true" />
                  {uploads.busy
                    ? m.admin_photo_uploading()
                    : url
                      ? m.admin_photo_change()
                      : m.admin_photo_upload()}
                </Button>
                {url && (
                  <Button variant="ghost" size="sm" disabled={uploads.busy} onClick={() => onChange('')}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {m.admin_photo_remove()}
                  </Button>
                )}
              </div>
            )}
          </UploadPicker>
        </div>
      </div>
      {(problem || error) && (
        <div
          role="alert"
          tabIndex={-1}
          data-invalid={error && !problem ? true : undefined}
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          <p className="font-semibold">{problem ? problem.title : error}</p>
          {problem?.description && <p>{problem.description}</p>}
        </div>
      )}
    </fieldset>
  );
}
