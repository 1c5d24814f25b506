import { ArrowRight } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { m } from '#i18n/messages.js';
import { personalInfoForm } from '../../../../domain/schemas/profile.ts';
import { PersonalInfoFields } from '../../../components/profile/personal-info-fields.tsx';
import { PhotoPicker, useProfilePhotoUploads } from '../../../components/profile/photo-picker.tsx';
import {
  hasEmptyField,
  type PersonalValues,
  REQUIRED_FIELDS_MISSING,
} from '../../../lib/profile/personal-values.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { StepFooter } from './step-footer.tsx';

type Props = {
  values: PersonalValues;
  photoUrl: string | null;
  onPhoto: (url: string | null) => void;
  onNext: (values: PersonalValues) => void;
};

/** Step 1: names, email, phone (prefilled from the account) and the profile photo. */
export function PersonalStep({ values, photoUrl, onPhoto, onNext }: Props) {
  const warning = useRef<ReturnType<typeof toast>>(null);
  const form = useZodForm(personalInfoForm, values);
  const uploads = useProfilePhotoUploads();
  const { firstName, lastName, email } = form.values;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (hasEmptyField(form.values)) warning.current = toast(REQUIRED_FIELDS_MISSING);
    // The typed values go on (not the parsed ones): Back shows them as they were entered.
    form.handleSubmit(() => {
      warning.current?.dismiss(); // a step put right needs no warning left on screen
      onNext(form.values);
    })(event);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="step-title">
      <h2 id="step-title" className="text-xl font-semibold text-fg">
        {m.onboarding_step_personal()}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{m.onboarding_personal_intro()}</p>
      <div className="mt-6 space-y-6">
        <PhotoPicker
          uploads={uploads}
          person={{ firstName, lastName, email }}
          photoUrl={photoUrl}
          onUploaded={onPhoto}
          onRemove={() => onPhoto(null)}
        />
        <PersonalInfoFields field={form.field} />
      </div>
      <StepFooter
        disabled={uploads.busy}
        submit={
          <>
            {m.onboarding_next()}
            <ArrowRight className="size-4" aria-hidden="true" />
          </>
        }
      />
    </form>
  );
}
