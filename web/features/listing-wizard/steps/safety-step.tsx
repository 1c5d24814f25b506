import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { SAFETY_MAX, SAFETY_MIN } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { characterCountText } from '../character-count.ts';
import { NocUpload } from '../components/noc-upload.tsx';
import { useWizard } from '../wizard-context.tsx';

/** Step 10: safety details (100 to 1000 characters) and the NOC document, required when the type needs one. */
export function SafetyStep() {
  const { register, formState } = useFormContext<ListingForm>();
  const { nocRequired, propertyType } = useWizard();
  const safety = useWatch<ListingForm, 'safetyDetails'>({ name: 'safetyDetails' }) ?? '';
  const id = useId();
  const error = formState.errors.safetyDetails?.message;
  const enough = safety.trim().length >= SAFETY_MIN;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {m.wizard_safety_label()}
        </label>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {m.wizard_safety_hint()}
        </p>
        <Textarea
          id={id}
          rows={8}
          maxLength={SAFETY_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          {...register('safetyDetails')}
        />
        <p
          id={`${id}-count`}
          className={cn('text-right text-sm tabular-nums', enough ? 'text-fg-muted' : 'text-fg')}
        >
          {characterCountText(safety, SAFETY_MIN, SAFETY_MAX)}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
            {m.wizard_safety_error({ problem: error })}
          </p>
        )}
      </div>
      {nocRequired && propertyType && (
        <p className="rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm text-fg" role="note">
          {m.wizard_safety_noc_note({
            // English reads "A villa needs…"; Hindi shows the type's name as it is.
            type: pageLanguage === 'en' ? propertyType.name.toLowerCase() : propertyType.name,
          })}
        </p>
      )}
      <NocUpload required={nocRequired} />
    </div>
  );
}
