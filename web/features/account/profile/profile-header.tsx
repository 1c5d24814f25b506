import type { RefObject } from 'react';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { PhotoPicker, useProfilePhotoUploads } from '../../../components/profile/photo-picker.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { roleLabel } from './profile-labels.ts';
import type { usePhotoChange } from './use-photo-change.ts';

/** The name, email and role beside the photo, with Change photo and Remove photo. */
export function ProfileHeader({
  user,
  photo,
  photoInput,
}: {
  user: PublicUser;
  photo: ReturnType<typeof usePhotoChange>;
  photoInput: RefObject<HTMLInputElement | null>;
}) {
  const uploads = useProfilePhotoUploads();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <header>
      <PhotoPicker
        uploads={uploads}
        inputRef={photoInput}
        person={user}
        photoUrl={photo.photoUrl}
        saving={photo.saving}
        onUploaded={photo.change}
        onRemove={() => photo.change(null)}
      >
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">{name}</h1>
          <p className="mt-0.5 truncate text-fg-muted">{user.email}</p>
          <StatusBadge tone="grey" label={roleLabel(user.role)} className="mt-1.5" />
        </div>
      </PhotoPicker>
      {photo.pending !== undefined && (
        <p role="status" className="mt-3 text-sm font-medium text-fg">
          {m.account_photo_save_to_keep()}
        </p>
      )}
    </header>
  );
}
