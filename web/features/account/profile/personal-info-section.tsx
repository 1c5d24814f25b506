import { useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { personalInfoForm } from '../../../../domain/schemas/profile.ts';
import { PersonalInfoFields } from '../../../components/profile/personal-info-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import {
  hasEmptyField,
  personalValuesOf,
  REQUIRED_FIELDS_MISSING,
} from '../../../lib/profile/personal-values.ts';
import {
  emailChangeSent,
  PROFILE_UPDATED,
  profileFailureToast,
  useUpdateProfile,
} from '../../../lib/profile/update-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { sameValues } from './profile-labels.ts';
import type { usePhotoChange } from './use-photo-change.ts';

export const PERSONAL_SECTION_ID = 'personal-information';

/**
 * Personal information: the four fields with onboarding's rules, saved with PUT /api/user/profile
 * (PAN and Aadhaar never sent, so they stay as stored), with a photo still waiting to be saved.
 * A new email asks for the current password and changes only once the link mailed to it is opened.
 */
export function PersonalInfoSection({
  user,
  photo,
}: {
  user: PublicUser;
  photo: ReturnType<typeof usePhotoChange>;
}) {
  const stored = personalValuesOf(user);
  const form = useZodForm(personalInfoForm, stored);
  const save = useUpdateProfile();
  const warning = useRef<ReturnType<typeof toast>>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const dirty = !sameValues(form.values, stored) || photo.pending !== undefined;
  const emailChanging = form.values.email.trim().toLowerCase() !== user.email;

  const onSubmit = form.handleSubmit((details) => {
    warning.current?.dismiss();
    const photoChange = photo.pending === undefined ? {} : { profileImageUrl: photo.pending };
    const proof = emailChanging ? { currentPassword } : {};
    save.mutate(
      { ...details, ...photoChange, ...proof },
      {
        onSuccess: (answer) => {
          toast(emailChanging ? emailChangeSent(details.email) : PROFILE_UPDATED);
          photo.clearPending();
          setCurrentPassword('');
          form.reset(personalValuesOf(answer));
        },
        onError: (error) => toast(profileFailureToast(error)),
      },
    );
  });

  return (
    <section
      id={PERSONAL_SECTION_ID}
      aria-labelledby="personal-title"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="personal-title" className="text-lg font-semibold text-fg">
        {m.account_personal_title()}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        className="mt-5 space-y-6"
        onSubmit={(event) => {
          if (hasEmptyField(form.values)) warning.current = toast(REQUIRED_FIELDS_MISSING);
          onSubmit(event);
        }}
      >
        <PersonalInfoFields field={form.field} />
        {emailChanging && (
          <PasswordField
            label={m.account_current_password()}
            autoComplete="current-password"
            hint={m.account_email_change_password_hint()}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {dirty && (
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                photo.clearPending();
                setCurrentPassword('');
                form.reset(stored);
              }}
            >
              {m.account_discard_changes()}
            </Button>
          )}
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? m.account_saving() : m.account_save_changes()}
          </Button>
        </div>
      </form>
    </section>
  );
}
