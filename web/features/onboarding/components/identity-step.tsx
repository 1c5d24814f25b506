import { ArrowRight, ShieldCheck } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef } from 'react';
import { m } from '#i18n/messages.js';
import { identityDocumentsForm } from '../../../../domain/schemas/profile.ts';
import { TextField } from '../../../components/ui/input.tsx';
import { hasEmptyField } from '../../../lib/profile/personal-values.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { aadhaarAsTyped, DOCUMENTS_REQUIRED, type DocumentValues, panAsTyped } from '../onboarding-draft.ts';
import { StepFooter } from './step-footer.tsx';

type Props = {
  values: DocumentValues;
  onBack: (values: DocumentValues) => void;
  onNext: (values: DocumentValues) => void;
};

/** Step 2: PAN and Aadhaar, checked by the domain's rules (shape, PAN holder type, Verhoeff). */
export function IdentityStep({ values, onBack, onNext }: Props) {
  const warning = useRef<ReturnType<typeof toast>>(null);
  const form = useZodForm(identityDocumentsForm, values);

  // Each field keeps only what its number can hold, reshaped as it is typed.
  const shaped = (name: keyof DocumentValues, shape: (value: string) => string) => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        field.onChange({ target: { value: shape(event.target.value) } } as ChangeEvent<HTMLInputElement>),
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (hasEmptyField(form.values)) warning.current = toast(DOCUMENTS_REQUIRED);
    form.handleSubmit(() => {
      warning.current?.dismiss(); // a step put right needs no warning left on screen
      onNext(form.values);
    })(event);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="step-title">
      <h2 id="step-title" className="text-xl font-semibold text-fg">
        {m.onboarding_step_identity()}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{m.onboarding_identity_intro()}</p>
      <div className="mt-6 space-y-4">
        <TextField
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          required
          hint={m.onboarding_pan_hint()}
          {...shaped('panNumber', panAsTyped)}
        />
        <TextField
          label={m.onboarding_aadhaar_number()}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required
          hint={m.onboarding_aadhaar_hint()}
          {...shaped('aadharNumber', aadhaarAsTyped)}
        />
        <p className="flex gap-2 rounded-lg bg-brand-soft p-3 text-sm text-fg">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
          {m.onboarding_aadhaar_privacy()}
        </p>
      </div>
      <StepFooter
        onBack={() => onBack(form.values)}
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
