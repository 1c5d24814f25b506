import { type ReactNode, type RefObject, useId } from 'react';
import { m } from '#i18n/messages.js';
import { useUploads } from '../../lib/uploads/use-uploads.ts';
import { Button } from '../ui/button.tsx';
import { UploadPicker } from '../uploads/upload-picker.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

type Props = {
  /** From useProfilePhotoUploads(), so the page can wait for the photo too. */
  uploads: ReturnType<typeof useProfilePhotoUploads>;
  person: { firstName: string | null; lastName: string | null; email: string };
  photoUrl: string | null;
  /** The URL of the photo just uploaded (purpose profile). */
  onUploaded: (url: string) => void;
  onRemove?: () => void;
  /** The caller is still saving the photo (the profile page stores it at once). */
  saving?: boolean;
  /** The file input, for a caller that opens the chooser from elsewhere (Change photo). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** What stands beside the photo instead of the "Profile photo" label and its hint. */
  children?: ReactNode;
};

const FAILURE = { title: m.ui_photo_upload_failed_title(), fallback: m.ui_photo_upload_failed() };

/** Profile photo uploads (purpose profile: an image of at most 5MB). */
export const useProfilePhotoUploads = () => useUploads('profile', FAILURE);

/**
 * The profile photo with Choose / Change photo: the file is checked, uploaded with its progress
 * shown, and previewed once the server has it. The buttons wait while a photo is on its way.
 */
export function PhotoPicker({
  uploads,
  person,
  photoUrl,
  onUploaded,
  onRemove,
  saving = false,
  inputRef,
  children,
}: Props) {
  const hintId = useId();
  const busy = uploads.busy || saving;

  return (
    <div className="flex items-center gap-4 sm:gap-6">
      <ProfileAvatar person={person} photoUrl={photoUrl} />
      <div className="min-w-0 flex-1 space-y-2">
        {children ?? (
          <div>
            <p className="text-sm font-medium text-fg">{m.ui_profile_photo()}</p>
            <p id={hintId} className="text-xs text-fg-muted">
              {m.ui_profile_photo_hint()}
            </p>
          </div>
        )}
        <UploadPicker
          uploads={uploads}
          fileLabel={m.ui_profile_photo_file()}
          onUploaded={onUploaded}
          inputRef={inputRef}
        >
          {(open) => (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-describedby={children ? undefined : hintId}
                pending={busy}
                onClick={open}
              >
                {uploads.busy
                  ? m.ui_uploading()
                  : saving
                    ? m.ui_saving()
                    : photoUrl
                      ? m.ui_change_photo()
                      : m.ui_choose_photo()}
              </Button>
              {photoUrl && onRemove && (
                <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
                  {m.ui_remove_photo()}
                </Button>
              )}
            </div>
          )}
        </UploadPicker>
      </div>
    </div>
  );
}
