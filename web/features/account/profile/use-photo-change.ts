import { useState } from 'react';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { personalInfoForm } from '../../../../domain/schemas/profile.ts';
import { personalValuesOf } from '../../../lib/profile/personal-values.ts';
import {
  PROFILE_UPDATED,
  profileFailureToast,
  useUpdateProfile,
} from '../../../lib/profile/update-profile.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Change or remove the photo from /profile. It is saved at once (PUT with the stored details) when
 * those are complete; a new account has no phone yet, so then the photo waits (`pending`) for the
 * personal information's Save changes. `pending` is undefined when nothing waits; null is "remove".
 */
export function usePhotoChange(user: PublicUser) {
  const save = useUpdateProfile();
  const [pending, setPending] = useState<string | null | undefined>(undefined);

  const change = (url: string | null) => {
    const details = personalInfoForm.safeParse(personalValuesOf(user));
    if (!details.success) {
      setPending(url);
      toast({
        title: m.account_photo_not_saved_title(),
        description: m.account_photo_not_saved_description(),
      });
      return;
    }
    save.mutate(
      { ...details.data, profileImageUrl: url },
      {
        onSuccess: () => toast(PROFILE_UPDATED),
        onError: (error) => toast(profileFailureToast(error)),
      },
    );
  };

  return {
    photoUrl: pending === undefined ? user.profileImageUrl : pending,
    pending,
    change,
    clearPending: () => setPending(undefined),
    saving: save.isPending,
  };
}
